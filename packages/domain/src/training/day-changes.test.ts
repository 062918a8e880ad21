import { describe, expect, it } from "vitest";
import {
  ADDED_PRESCRIPTION,
  type DayChange,
  applyDayChanges,
  filterChoices,
  isRowSettled,
  moveRow,
  rankSwapChoices,
} from "./day-changes";

const row = (id: string, exerciseId: string, exerciseName: string, exerciseOrder: number) => ({
  id,
  exerciseId,
  exerciseName,
  exerciseOrder,
});
const squat = row("r1", "squat", "Back Squat", 1);
const bench = row("r2", "bench", "Bench Press", 2);
const rowing = row("r3", "row", "Barbell Row", 3);
const change = (rowId: string, over: Partial<DayChange> = {}): DayChange => ({
  rowId,
  exerciseId: null,
  exerciseName: null,
  skipped: false,
  added: false,
  position: null,
  ...over,
});

describe("a day as lifted", () => {
  it("is the program's day when nothing changed", () => {
    expect(applyDayChanges([squat, bench], [], [])).toEqual([
      { ...squat, change: null },
      { ...bench, change: null },
    ]);
  });

  it("carries the exercise lifted in a swapped row, and the one written as swappedFrom", () => {
    const [lifted] = applyDayChanges([squat], [], [change("r1", { exerciseId: "press", exerciseName: "Leg Press" })]);
    expect(lifted).toEqual({
      ...squat,
      exerciseId: "press",
      exerciseName: "Leg Press",
      change: { skipped: false, added: false, swappedFrom: "Back Squat" },
    });
  });

  it("gives a swapped row the kind of the exercise lifted, not the one it replaced", () => {
    const written = { ...rowing, exerciseType: "weight_reps" as const };
    const plank = change("r3", { exerciseId: "plank", exerciseName: "Plank", exerciseType: "timed" });
    expect(applyDayChanges([written], [], [plank])[0]).toMatchObject({ exerciseName: "Plank", exerciseType: "timed" });
    // A change that only moves or skips the row keeps the row's own kind.
    const moved = change("r3", { position: 0, exerciseType: "timed" });
    expect(applyDayChanges([written], [], [moved])[0]).toMatchObject({ exerciseType: "weight_reps" });
  });

  it("marks a skipped row skipped, and puts added rows after the program's", () => {
    const curl = row("a1", "curl", "Dumbbell Curl", 4);
    const day = applyDayChanges(
      [squat, bench],
      [curl],
      [
        change("r2", { skipped: true }),
        change("a1", { added: true, exerciseId: "curl", exerciseName: "Dumbbell Curl" }),
      ],
    );
    expect(day.map((r) => [r.exerciseName, r.change])).toEqual([
      ["Back Squat", null],
      ["Bench Press", { skipped: true, added: false, swappedFrom: null }],
      ["Dumbbell Curl", { skipped: false, added: true, swappedFrom: null }],
    ]);
  });

  it("follows the lifter's order, rows placed after it keeping the program's order at the end", () => {
    const curl = row("a1", "curl", "Dumbbell Curl", 4);
    const changes = [change("r1", { position: 2 }), change("r2", { position: 0 }), change("r3", { position: 1 })];
    const day = applyDayChanges([squat, bench, rowing], [curl], [...changes, change("a1", { added: true })]);
    expect(day.map((r) => r.id)).toEqual(["r2", "r3", "r1", "a1"]);
  });
});

describe("what a swap offers first", () => {
  const choices = [
    { id: "squat", name: "Back Squat", muscles: ["Quads"], own: false },
    { id: "press", name: "Leg Press", muscles: ["Quads"], own: false },
    { id: "split", name: "Bulgarian Split Squat", muscles: ["Quads", "Glutes"], own: true },
    { id: "curl", name: "Dumbbell Curl", muscles: ["Biceps"], own: false },
    { id: "bench", name: "Bench Press", muscles: ["Chest"], own: false },
  ];

  it("lists the same muscle first, by name among the unranked, never the exercise itself", () => {
    const ranked = rankSwapChoices({ id: "squat", muscles: ["Quads"] }, choices, []);
    expect(ranked.map((c) => [c.name, c.reason])).toEqual([
      ["Leg Press", "muscle"],
      ["Bulgarian Split Squat", "muscle"],
      ["Bench Press", null],
      ["Dumbbell Curl", null],
    ]);
  });

  it("puts the exercise working the most alike muscles first", () => {
    const abductor = { id: "abduct", name: "Abductor Machine", muscles: ["Glutes"], own: false };
    const axle = { id: "axle", name: "Axle Deadlift", muscles: ["Quads", "Glutes", "Hamstrings"], own: false };
    const original = { id: "squat", muscles: ["Quads", "Glutes"] };
    const ranked = rankSwapChoices(original, [abductor, axle, ...choices], []);
    expect(ranked.map((c) => c.id).slice(0, 4)).toEqual(["split", "axle", "abduct", "press"]);
  });

  it("puts what the lifter swapped to before ahead of all, the latest first", () => {
    const ranked = rankSwapChoices({ id: "squat", muscles: ["Quads"] }, choices, ["curl", "press"]);
    expect(ranked.map((c) => c.id).slice(0, 3)).toEqual(["curl", "press", "split"]);
    expect(ranked[0]?.reason).toBe("before");
  });

  it("filters by name (any case) and by muscle", () => {
    expect(filterChoices(choices, "  PRESS ", null).map((c) => c.id)).toEqual(["press", "bench"]);
    expect(filterChoices(choices, "", "Glutes").map((c) => c.id)).toEqual(["split"]);
    expect(filterChoices(choices, "squat", "Chest")).toEqual([]);
  });
});

describe("moving a pending exercise", () => {
  const order = ["r1", "r2", "r3", "r4"];
  it("swaps places with the next pending one, passing done ones by", () => {
    expect(moveRow(order, ["r1", "r3", "r4"], "r3", -1)).toEqual(["r3", "r2", "r1", "r4"]);
    expect(moveRow(order, ["r1", "r3", "r4"], "r3", 1)).toEqual(["r1", "r2", "r4", "r3"]);
  });
  it("stays put at either end", () => {
    expect(moveRow(order, order, "r1", -1)).toEqual(order);
    expect(moveRow(order, order, "r4", 1)).toEqual(order);
  });
});

describe("a skipped exercise", () => {
  it("is settled for the day like a logged one, not missing", () => {
    expect(isRowSettled(false, { skipped: true })).toBe(true);
    expect(isRowSettled(true, null)).toBe(true);
    expect(isRowSettled(false, null)).toBe(false);
    expect(isRowSettled(false, { skipped: false })).toBe(false);
  });
});

describe("an added exercise", () => {
  it("is prescribed 3 x 8-12 with no RPE asked", () => {
    expect(ADDED_PRESCRIPTION).toMatchObject({ sets: 3, reps: "8-12", rpe: null, warmUpSets: 0 });
  });
});
