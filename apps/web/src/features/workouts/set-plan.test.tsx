import { describe, expect, it } from "vitest";
import { plannedSquat } from "../../test/squat-day";
import { platesLine, setLines, warmUpLine } from "./set-plan";

const squat = plannedSquat({
  warm_up_sets: 3,
  sets: 3,
  rpe: "6-7",
  weight: 235,
  plan: {
    warmUps: [
      { weight: 45, reps: 5 },
      { weight: 105, reps: 5 },
      { weight: 170, reps: 3 },
    ],
    sets: [
      { set: 1, suggested: 235, last: { weight: 225, reps: 5, rpe: 7 } },
      { set: 2, suggested: 235, last: { weight: 225, reps: 5, rpe: null } },
      { set: 3, suggested: 235, last: null },
    ],
    bodyweight: false,
  },
  plates: { bar: 45, perSide: [45, 45, 5], loaded: 235, exact: true },
});

describe("set by set", () => {
  it("starts each unsaved set empty, beside today's suggestion and last session's same set", () => {
    const lines = setLines(squat, []);
    expect(lines.map((l) => l.start)).toEqual([
      { reps: "", rpe: "", weight: "" },
      { reps: "", rpe: "", weight: "" },
      { reps: "", rpe: "", weight: "" },
    ]);
    expect(lines.map((l) => l.suggested)).toEqual([
      { reps: 5, rpe: 6, weight: 235 },
      { reps: 5, rpe: 6, weight: 235 },
      { reps: 5, rpe: 6, weight: 235 },
    ]);
    expect(lines.map((l) => l.last)).toEqual(["225 × 5 @ 7", "225 × 5", null]);
    expect(lines.every((l) => !l.saved)).toBe(true);
  });

  it("starts a saved set from what is saved, and adds lines for sets saved beyond the prescription", () => {
    const lines = setLines(squat, [
      { set: 2, reps: 4, rpe: 9, weight: 240 },
      { set: 4, reps: 3, rpe: 9.5, weight: 240 },
    ]);
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatchObject({ set: 2, saved: true, start: { reps: 4, rpe: 9, weight: 240 } });
    expect(lines[3]).toMatchObject({ set: 4, saved: true, last: null });
  });

  it("suggests for a set with no suggestion the weight of the last set saved before it", () => {
    const fresh = { ...squat, weight: null, plan: { warmUps: [], sets: [], bodyweight: false } };
    const lines = setLines(fresh, [{ set: 1, reps: 5, rpe: 8, weight: 185 }]);
    expect(lines.map((l) => l.start.weight)).toEqual([185, "", ""]);
    expect(lines.map((l) => l.suggested.weight)).toEqual(["", 185, 185]);
    expect(setLines(fresh, [])[1]?.suggested.weight).toBe("");
  });

  it("suggests 0 lbs on a bodyweight exercise and says last time's reps without a load", () => {
    const chinUp = {
      ...squat,
      exercise_name: "Chin-Up",
      reps: "AMRAP",
      rpe: null,
      weight: null,
      plates: null,
      plan: {
        warmUps: [],
        sets: [{ set: 1, suggested: null, last: { weight: 0, reps: 8, rpe: 8 } }],
        bodyweight: true,
      },
    };
    const [first] = setLines(chinUp, []);
    expect(first).toMatchObject({ suggested: { reps: "", rpe: "", weight: 0 }, last: "8 reps @ 8" });
  });

  it("suggests no reps on AMRAP and a rep range's low end", () => {
    const amrap = setLines({ ...squat, reps: "AMRAP", rpe: null }, [])[0];
    expect(amrap?.suggested).toEqual({ reps: "", rpe: "", weight: 235 });
    expect(setLines({ ...squat, reps: "8-12", rpe: "8" }, [])[0]?.suggested).toEqual({ reps: 8, rpe: 8, weight: 235 });
  });

  it("says the ramp and the plates a side, and nothing off the barbell", () => {
    expect(warmUpLine(squat)).toBe("45 × 5 · 105 × 5 · 170 × 3");
    expect(platesLine(squat)).toBe("45 + 45 + 5 a side on a 45 lb bar");
    expect(platesLine({ ...squat, plates: { bar: 45, perSide: [], loaded: 45, exact: true } })).toBe(
      "Just a 45 lb bar",
    );
    expect(platesLine({ ...squat, plates: { bar: 45, perSide: [45], loaded: 135, exact: false } })).toBe(
      "45 a side on a 45 lb bar (makes 135 lbs)",
    );
    const pullUp = { ...squat, weight: null, plates: null, plan: { warmUps: [], sets: [], bodyweight: false } };
    expect(platesLine(pullUp)).toBeNull();
    expect(warmUpLine(pullUp)).toBeNull();
  });
});
