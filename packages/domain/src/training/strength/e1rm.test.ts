import { describe, expect, it } from "vitest";
import { RTS, epley, estimateOneRepMax, loadForRepsAtRpe, rtsPercent } from "./e1rm";

describe("the RTS chart", () => {
  it("is the 30-value sequence of docs/coach-model.md section 6", () => {
    expect(RTS).toHaveLength(30);
    expect(RTS[0]).toBe(1);
    expect(RTS[29]).toBe(0.586);
    for (let k = 1; k < RTS.length; k += 1) expect(RTS[k]).toBeLessThan(RTS[k - 1] as number);
  });

  it("matches vector 17: 1@10, 3@8, 5@9, 12@6.5, 10@10", () => {
    expect(rtsPercent(1, 10)).toBe(1);
    expect(rtsPercent(3, 8)).toBe(0.863);
    expect(rtsPercent(5, 9)).toBe(0.837);
    expect(rtsPercent(12, 6.5)).toBe(0.586);
    expect(rtsPercent(10, 10)).toBe(0.739);
  });

  it("reads the table of section 6 at its corners and the RPE 6 column", () => {
    expect(rtsPercent(1, 6)).toBe(0.863);
    expect(rtsPercent(11, 6)).toBe(0.599);
    expect(rtsPercent(12, 10)).toBe(0.68);
    expect(rtsPercent(6, 7.5)).toBe(0.774);
  });

  it("has no value off the chart: RPE below 6 or above 10, off the half steps, 12 @ 6, 0 or 13 reps", () => {
    expect(rtsPercent(5, 5.5)).toBeNull();
    expect(rtsPercent(5, 10.5)).toBeNull();
    expect(rtsPercent(5, 7.3)).toBeNull();
    expect(rtsPercent(12, 6)).toBeNull();
    expect(rtsPercent(0, 8)).toBeNull();
    expect(rtsPercent(13, 10)).toBeNull();
    expect(rtsPercent(2.5, 8)).toBeNull();
  });
});

describe("estimated 1RM", () => {
  it("matches vector 15 (Epley): 225 × 5 → 262.5", () => {
    expect(epley(225, 5)).toBeCloseTo(262.5, 6);
    expect(estimateOneRepMax({ weight: 225, reps: 5, rpe: null })).toBeCloseTo(262.5, 6);
  });

  it("matches vector 16: 225 × 5 @ RPE 10 → 260.72, @ RPE 8 → 277.44", () => {
    expect(estimateOneRepMax({ weight: 225, reps: 5, rpe: 10 })).toBeCloseTo(260.72, 2);
    expect(estimateOneRepMax({ weight: 225, reps: 5, rpe: 8 })).toBeCloseTo(277.44, 2);
  });

  it("uses the chart up to 12 reps with RPE, and 11 at RPE 6", () => {
    expect(estimateOneRepMax({ weight: 100, reps: 12, rpe: 6.5 })).toBeCloseTo(100 / 0.586, 6);
    expect(estimateOneRepMax({ weight: 100, reps: 11, rpe: 6 })).toBeCloseTo(100 / 0.599, 6);
  });

  it("falls back to Epley for 2-10 reps when the RPE is off the chart or missing", () => {
    expect(estimateOneRepMax({ weight: 200, reps: 3, rpe: 5 })).toBeCloseTo(220, 6);
    expect(estimateOneRepMax({ weight: 200, reps: 10, rpe: 7.3 })).toBeCloseTo(266.67, 2);
  });

  it("takes a single without a usable RPE as the 1RM", () => {
    expect(estimateOneRepMax({ weight: 405, reps: 1, rpe: null })).toBe(405);
    expect(estimateOneRepMax({ weight: 405, reps: 1, rpe: 4 })).toBe(405);
    expect(estimateOneRepMax({ weight: 405, reps: 1, rpe: 9 })).toBeCloseTo(405 / 0.955, 6);
  });

  it("gives no estimate past 10 reps without the chart, for 12 @ 6, for 0 reps or 0 weight", () => {
    expect(estimateOneRepMax({ weight: 100, reps: 11, rpe: null })).toBeNull();
    expect(estimateOneRepMax({ weight: 100, reps: 15, rpe: 8 })).toBeNull();
    expect(estimateOneRepMax({ weight: 100, reps: 12, rpe: 6 })).toBeNull();
    expect(estimateOneRepMax({ weight: 100, reps: 0, rpe: 8 })).toBeNull();
    expect(estimateOneRepMax({ weight: 0, reps: 5, rpe: 8 })).toBeNull();
  });
});

describe("load for reps at RPE", () => {
  it("matches vector 18 before rounding: e1RM 300, 5 @ 8 → 243.3", () => {
    expect(loadForRepsAtRpe(300, 5, 8)).toBeCloseTo(243.3, 1);
  });

  it("is null off the chart", () => {
    expect(loadForRepsAtRpe(300, 15, 8)).toBeNull();
  });
});
