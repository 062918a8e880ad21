import { describe, expect, it } from "vitest";
import { beforePhaseStart } from "./phase-start";

describe("a day before the phase", () => {
  it("is refused in words that name the phase and its start", () => {
    expect(beforePhaseStart({ kind: "cut", startDate: "2026-03-02" }, "2026-03-01")).toBe(
      "The date is before your cut started (Mon, Mar 2, 2026)",
    );
    expect(beforePhaseStart({ kind: "maintain", startDate: "2026-03-02" }, "2025-12-31")).toMatch(
      /^The date is before your maintenance phase started/,
    );
  });

  it("counts the start day and every day after it", () => {
    expect(beforePhaseStart({ kind: "bulk", startDate: "2026-03-02" }, "2026-03-02")).toBeNull();
    expect(beforePhaseStart({ kind: "bulk", startDate: "2026-03-02" }, "2026-04-30")).toBeNull();
  });
});
