import { describe, expect, it } from "vitest";
import { bestOneRepMaxByDate } from "./lift-progress";

describe("bestOneRepMaxByDate", () => {
  it("keeps the best estimate of each date, oldest first, in whole lbs", () => {
    const points = bestOneRepMaxByDate([
      { date: "2026-03-09", weight: 200, reps: 5, rpe: null },
      { date: "2026-03-02", weight: 185, reps: 5, rpe: 8 },
      { date: "2026-03-02", weight: 195, reps: 3, rpe: 8 },
      { date: "2026-03-02", weight: 100, reps: 5, rpe: 6 },
    ]);
    // 185 / 0.811 (5 @ 8) = 228.1; 195 / 0.863 (3 @ 8) = 225.96; Epley 200 × (1 + 5/30) = 233.3.
    expect(points).toEqual([
      { date: "2026-03-02", e1rm: 228, reps: 5, weight: 185, rpe: 8 },
      { date: "2026-03-09", e1rm: 233, reps: 5, weight: 200, rpe: null },
    ]);
  });

  it("leaves out sets and dates that give no estimate", () => {
    expect(
      bestOneRepMaxByDate([
        { date: "2026-03-02", weight: 0, reps: 10, rpe: null },
        { date: "2026-03-03", weight: 135, reps: 0, rpe: 8 },
        { date: "2026-03-04", weight: 95, reps: 15, rpe: null },
      ]),
    ).toEqual([]);
  });
});
