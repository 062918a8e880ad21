import { describe, expect, it } from "vitest";
import { warmUpRamp, warmUpStep } from "./warm-up";

describe("warm-up ramp", () => {
  it("ramps a barbell lift evenly from the empty bar toward the work set", () => {
    expect(warmUpRamp({ sets: 3, work: 225, barbell: true })).toEqual([
      { weight: 45, reps: 5 },
      { weight: 105, reps: 5 },
      { weight: 165, reps: 3 },
    ]);
  });

  it("climbs to about 80 % before a heavy single, reps falling", () => {
    const ramp = warmUpRamp({ sets: 5, work: 450, barbell: true });
    expect(ramp.map((s) => s.weight)).toEqual([45, 125, 205, 285, 365]);
    expect(ramp.map((s) => s.reps)).toEqual([5, 5, 5, 3, 2]);
  });

  it("makes 40/60/80 % of a load without a bar", () => {
    expect(warmUpRamp({ sets: 3, work: 100, barbell: false })).toEqual([
      { weight: 40, reps: 5 },
      { weight: 60, reps: 3 },
      { weight: 80, reps: 2 },
    ]);
  });

  it("rounds down to loadable weights and never passes the work set", () => {
    const ramp = warmUpRamp({ sets: 2, work: 137.5, barbell: false });
    expect(ramp).toEqual([
      { weight: 55, reps: 5 },
      { weight: 95, reps: 3 },
    ]);
    for (const s of warmUpRamp({ sets: 4, work: 55, barbell: true })) expect(s.weight).toBeLessThanOrEqual(55);
  });

  it("gives reps that never rise", () => {
    for (const sets of [1, 2, 3, 4, 5, 6, 10]) {
      const reps = warmUpRamp({ sets, work: 315, barbell: true }).map((s) => s.reps);
      expect(reps).toHaveLength(sets);
      for (let i = 1; i < reps.length; i += 1) expect(reps[i]).toBeLessThanOrEqual(reps[i - 1] as number);
    }
  });

  it("is the bar alone for one warm-up set of a barbell lift", () => {
    expect(warmUpRamp({ sets: 1, work: 135, barbell: true })).toEqual([{ weight: 45, reps: 5 }]);
  });

  it("takes another bar", () => {
    expect(warmUpRamp({ sets: 2, work: 100, barbell: true, bar: 20, step: 2.5 })).toEqual([
      { weight: 20, reps: 5 },
      { weight: 60, reps: 3 },
    ]);
  });

  it("has no ramp without a work load, without warm-up sets, or below the bar", () => {
    expect(warmUpRamp({ sets: 3, work: null, barbell: false })).toEqual([]);
    expect(warmUpRamp({ sets: 0, work: 225, barbell: true })).toEqual([]);
    expect(warmUpRamp({ sets: 2, work: 35, barbell: true })).toEqual([]);
  });

  it("leaves out a set that rounds to nothing rather than show 0 lb", () => {
    expect(warmUpRamp({ sets: 3, work: 10, barbell: false })).toEqual([
      { weight: 5, reps: 3 },
      { weight: 5, reps: 3 },
    ]);
  });
});

describe("warm-up ramp with the lifter's bar and plates", () => {
  it("starts from a 35 lb bar", () => {
    expect(warmUpRamp({ sets: 3, work: 235, barbell: true, bar: 35 }).map((s) => s.weight)).toEqual([35, 100, 165]);
  });

  it("climbs in what pairs of plates add to an odd bar, so every set can be loaded", () => {
    expect(warmUpRamp({ sets: 3, work: 235, barbell: true, bar: 33 }).map((s) => s.weight)).toEqual([33, 98, 163]);
  });

  it("climbs 10 lb at a time without 2.5s, never finer than 5 lb", () => {
    expect(warmUpStep([45, 35, 25, 10, 5])).toBe(10);
    expect(warmUpStep([45, 35, 25, 10, 5, 2.5])).toBe(5);
    expect(warmUpStep([45, 1.25])).toBe(5);
    expect(warmUpStep([45])).toBe(90);
    expect(warmUpRamp({ sets: 3, work: 235, barbell: true, step: 10 }).map((s) => s.weight)).toEqual([45, 105, 165]);
  });
});
