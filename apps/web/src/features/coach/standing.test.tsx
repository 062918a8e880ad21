import { describe, expect, it } from "vitest";
import { planSentence, weekSentence } from "./standing";

describe("where the lifter stands", () => {
  it("counts weeks from 1 and names the phase", () => {
    expect(weekSentence("loss", 0, "2026-03-02")).toBe("Week 1 of your cut (since Mon, Mar 2, 2026).");
    expect(weekSentence("gain", 2, "2026-03-02")).toBe("Week 3 of your bulk (since Mon, Mar 2, 2026).");
  });

  it("says the domain's verdict, and too early to tell where the noise allows either", () => {
    expect(planSentence("loss", 2, 1.5, 198.5, "on")).toBe(
      "Trend weight 198.5 lbs: lost 1.50 of the 2.00 lbs planned so far, on plan.",
    );
    expect(planSentence("gain", 1, 1.6, 181, "ahead")).toContain(
      "gained 1.60 of the 1.00 lbs planned so far, ahead of plan",
    );
    // The old sentence called a 0.51 lb gap 'behind plan' in week 2 whatever the noise.
    expect(planSentence("loss", 2, 1.49, 198.5, "early")).toContain("too early to tell");
  });

  it("asks for weigh-ins before there is a trend", () => {
    expect(planSentence("loss", 0, 0, null, "early")).toMatch(/^Weigh in each morning/);
  });
});
