import { describe, expect, it } from "vitest";
import { validateReps, validateRpe } from "../programs/row-rules";
import { daySlot, importProgramName, planImport, type ResolvedSet } from "./import-plan";

const set = (over: Partial<ResolvedSet>): ResolvedSet => ({
  line: 2,
  date: "2025-01-06",
  startedAt: "2025-01-06T18:00:00",
  workout: "Legs",
  exercise: "Squat (Barbell)",
  target: "Back Squat",
  order: 1,
  reps: 5,
  rpe: null,
  weight: 225,
  ...over,
});

describe("daySlot", () => {
  it("counts the days of the year 6 a week and 12 weeks a phase", () => {
    expect(daySlot("2025-01-01")).toEqual({ phase: 1, week: 1, day: 1 });
    expect(daySlot("2025-01-07")).toEqual({ phase: 1, week: 2, day: 1 });
    expect(daySlot("2025-03-14")).toEqual({ phase: 2, week: 1, day: 1 });
    expect(daySlot("2024-12-31")).toEqual({ phase: 6, week: 1, day: 6 });
  });
});

describe("planImport", () => {
  it("makes a day per date, a row per exercise and numbers its sets across the date's workouts", () => {
    const days = planImport(
      "strong",
      [
        set({ line: 5, startedAt: "2025-01-06T19:30:00", workout: "Extra", order: 1, reps: 3, weight: 245 }),
        set({ line: 3, order: 2, reps: 5, rpe: 8 }),
        set({ line: 2, order: 1, reps: 5, rpe: 7.5 }),
        set({ line: 4, exercise: "Leg Press", target: "Leg Press", order: 1, reps: 12, weight: 300 }),
        set({ line: 9, date: "2024-12-30", startedAt: "2024-12-30T08:00:00", order: 1 }),
      ],
      new Map([["2025-01-06|Back Squat", 2]]),
    );
    expect(days.map((d) => [d.date, d.program, d.slot])).toEqual([
      ["2024-12-30", importProgramName("strong", "2024"), { phase: 6, week: 1, day: 5 }],
      ["2025-01-06", "Imported from Strong 2025", { phase: 1, week: 1, day: 6 }],
    ]);
    const [squat, press] = days[1]?.rows ?? [];
    expect(squat?.exercise).toBe("Back Squat");
    expect(squat?.sets.map((s) => [s.setIndex, s.line, s.weight])).toEqual([
      [1, 2, 225],
      [2, 3, 225],
      [3, 5, 245],
    ]);
    expect(squat?.prescription).toMatchObject({
      warmUpSets: 2,
      sets: 3,
      reps: "3-5",
      rpe: "7.5-8",
      notes: "From Strong: Legs + Extra",
    });
    expect(validateReps(squat?.prescription.reps ?? "")).toBeNull();
    expect(validateRpe(squat?.prescription.rpe ?? "")).toBeNull();
    expect(press?.prescription).toMatchObject({ warmUpSets: 0, sets: 1, reps: "12", rpe: null });
    // Sets keep their order in time: previous weights list them newest first.
    const times = squat?.sets.map((s) => s.loggedAt) ?? [];
    expect([...times].sort()).toEqual(times);
    expect(times[0]).toBe("2025-01-06T18:00:00.000Z");
  });
});
