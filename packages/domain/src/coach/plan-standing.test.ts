import { describe, expect, it } from "vitest";
import { addDays } from "./calendar";
import { planStanding } from "./plan-standing";
import { measuredChange } from "./trend";

const START = "2026-03-02";

describe("on / behind / ahead of plan (issue 21, item 6)", () => {
  it("is too early to tell before the line has 14 days, and where the noise allows either", () => {
    expect(planStanding("cut", -1, null)).toBe("early");
    expect(planStanding("cut", -3, { lb: -3.2, se: 0.8 })).toBe("early");
    // The old sentence said 'behind plan' here: 0.8 lb short, well inside the noise.
    expect(planStanding("cut", -3, { lb: -2.2, se: 0.8 })).toBe("early");
  });

  it("says on plan when the measured change is close and known to ±1.5 lb", () => {
    expect(planStanding("cut", -3, { lb: -2.7, se: 0.3 })).toBe("on");
    expect(planStanding("bulk", 2, { lb: 2.4, se: 0.4 })).toBe("on");
  });

  it("says behind or ahead only past both 0.5 lb and 2 SE", () => {
    expect(planStanding("cut", -3, { lb: -1.5, se: 0.5 })).toBe("behind");
    expect(planStanding("cut", -3, { lb: -4.6, se: 0.5 })).toBe("ahead");
    expect(planStanding("bulk", 2, { lb: 0.8, se: 0.3 })).toBe("behind");
    expect(planStanding("cut", -3, { lb: -1.5, se: 0.8 })).toBe("early");
  });

  it("says on plan for a cutter truly on plan with a noisy scale, once five weeks are in", () => {
    // 1 lb a week, ±1.2 lb alternating noise, 35 daily weigh-ins.
    const days = Array.from({ length: 36 }, (_, d) => ({
      date: addDays(START, d),
      weightLb: 200 - d / 7 + (d % 2 ? 1.2 : -1.2),
      calories: null,
      steps: null,
    }));
    const measured = measuredChange({ days, fromDate: START, onDate: addDays(START, 35) });
    expect(planStanding("cut", -5, measured && { lb: measured.lb, se: measured.se })).toBe("on");
  });
});
