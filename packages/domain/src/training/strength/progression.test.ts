import { describe, expect, it } from "vitest";
import { type ExerciseKind, exerciseKind } from "./exercise-kind";
import { type ProgressionInput, mayUseProfile, referenceLifts, repTarget, suggestLoad } from "./progression";
import { type LoggedSet, bestRecentOneRepMax, liftRecordOf } from "./sessions";

const TODAY = "2026-03-06";
const SQUAT = exerciseKind("Back Squat", ["Quadriceps", "Glutes", "Adductors", "Lower Back"]);
const BENCH = exerciseKind("Barbell Bench Press", ["Chest", "Triceps", "Front Delts"]);
const CURL = exerciseKind("Dumbbell Curl", ["Biceps"]);
const maxes = { squat: 315, bench: 225, deadlift: 405, overheadPress: 135 };

const set = (setIndex: number, weight: number, reps: number, rpe: number | null = 7, performedOn = "2026-03-04") =>
  ({ performedOn, setIndex, weight, reps, rpe, rowId: `row-${performedOn}` }) satisfies LoggedSet;
const threeSets = (weight: number, reps: [number, number, number], rpe: number | null = 7, performedOn?: string) =>
  reps.map((r, i) => set(i + 1, weight, r, rpe, performedOn));

function suggest(
  exerciseName: string,
  kind: ExerciseKind,
  prescription: { reps: string; rpe?: string | null; percent1RM?: string | null },
  history: LoggedSet[],
  more: Partial<ProgressionInput> = {},
) {
  return suggestLoad({
    exerciseName,
    kind,
    prescription: { rpe: null, percent1RM: null, ...prescription },
    // What the server reads of the history: the last session and the best e1RM of six weeks.
    record: liftRecordOf(history, TODAY),
    oneRepMaxes: {},
    ...more,
  });
}

describe("load for a %1RM prescription", () => {
  it("takes %1RM of the profile's matching 1RM without logged sets, rounded down to 5 lb", () => {
    const profile = (name: string, kind: ExerciseKind, percent1RM: string) =>
      suggest(name, kind, { reps: "5", percent1RM }, [], { oneRepMaxes: maxes });
    expect(profile("Back Squat", SQUAT, "75")).toEqual({ weight: 235, basis: "profile-1rm", oneRepMax: 315 }); // 236.25
    expect(profile("Pause Barbell Bench Press", BENCH, "70").weight).toBe(155); // 157.5
    expect(profile("Pause Deadlift", SQUAT, "80").weight).toBe(320); // 324
    expect(profile("Overhead Press", BENCH, "80").weight).toBe(105); // 108
  });

  it("uses the low end of a %1RM range", () => {
    expect(suggest("Deadlift", SQUAT, { reps: "3", percent1RM: "77.5-85" }, [], { oneRepMaxes: maxes }).weight).toBe(
      310,
    );
  });

  it("prefers the best e1RM of the last six weeks to the profile's 1RM", () => {
    // 5 @ 8 at 275: e1RM 275 / 0.811 = 339.1; 80 % = 271.3 → 270
    const history = [...threeSets(275, [5, 5, 5], 8), set(1, 225, 5, 10, "2026-02-28")];
    const s = suggest("Back Squat", SQUAT, { reps: "5", rpe: "8", percent1RM: "80" }, history, { oneRepMaxes: maxes });
    expect(s.basis).toBe("e1rm");
    expect(s.weight).toBe(270);
    expect(s.oneRepMax).toBeCloseTo(339.09, 2);
  });

  it("matches the worked example: 80 % of an Epley 262.5 is 210", () => {
    const history = [set(0, 225, 5, null)];
    expect(suggest("Back Squat", SQUAT, { reps: "5", percent1RM: "80" }, history).weight).toBe(210);
  });

  it("falls back to the profile when the sets are older than six weeks", () => {
    const old = threeSets(275, [5, 5, 5], 8, "2026-01-10");
    expect(suggest("Back Squat", SQUAT, { reps: "5", percent1RM: "75" }, old, { oneRepMaxes: maxes }).basis).toBe(
      "profile-1rm",
    );
  });

  it("takes a pause variation's % of the competition lift's e1RM", () => {
    expect(referenceLifts("Pause Deadlift")).toEqual(["Deadlift"]);
    expect(referenceLifts("Overhead Press")).toEqual(["Barbell Overhead Press", "Overhead Press"]);
    expect(referenceLifts("Leg Press")).toEqual(["Leg Press"]);
    const deadlifts = [set(1, 405, 3, 8)]; // 405 / 0.863 = 469.3
    const s = suggest("Pause Deadlift", SQUAT, { reps: "3", percent1RM: "70" }, [], {
      referenceOneRepMax: bestRecentOneRepMax(deadlifts, TODAY),
    });
    expect(s).toMatchObject({ weight: 325, basis: "e1rm" }); // 328.5
  });

  it("without any 1RM, progresses like any other row", () => {
    const s = suggest("Back Squat", SQUAT, { reps: "5", percent1RM: "75" }, [set(0, 185, 20, null)]);
    expect(s).toEqual({ weight: 195, basis: "linear-step", oneRepMax: null });
  });
});

describe("load for a fixed-rep prescription (linear progression)", () => {
  it("adds 10 lb to a lower-body lift after every set reached the reps", () => {
    const s = suggest("Back Squat", SQUAT, { reps: "5", rpe: "6-7" }, threeSets(225, [5, 5, 5]));
    expect(s).toEqual({ weight: 235, basis: "linear-step", oneRepMax: null });
  });

  it("adds 5 lb to an upper-body lift, from a quick entry too", () => {
    expect(suggest("Barbell Bench Press", BENCH, { reps: "5", rpe: "7" }, [set(0, 135, 5, 7)]).weight).toBe(140);
  });

  it("repeats the load after a missed rep", () => {
    const s = suggest("Back Squat", SQUAT, { reps: "5", rpe: "7" }, threeSets(225, [5, 5, 4], 9));
    expect(s).toEqual({ weight: 225, basis: "last-weight", oneRepMax: null });
  });

  it("repeats the top load when a set was dropped to a lighter weight", () => {
    const history = [set(1, 225, 5), set(2, 225, 5), set(3, 205, 5)];
    expect(suggest("Back Squat", SQUAT, { reps: "5" }, history)).toMatchObject({ weight: 225, basis: "last-weight" });
  });

  it("reads only the last session", () => {
    const history = [...threeSets(235, [5, 5, 5]), ...threeSets(225, [5, 4, 4], 9, "2026-03-02")];
    expect(suggest("Back Squat", SQUAT, { reps: "5" }, history).weight).toBe(245);
  });

  it("keeps an odd load the lifter lifted when repeating, and steps to a loadable one", () => {
    expect(suggest("Barbell Bench Press", BENCH, { reps: "5" }, [set(0, 137.5, 4)]).weight).toBe(137.5);
    expect(suggest("Barbell Bench Press", BENCH, { reps: "5" }, [set(0, 137.5, 5)]).weight).toBe(140);
  });

  it("has nothing to suggest without history, or after a 0 lb entry", () => {
    expect(suggest("Back Squat", SQUAT, { reps: "5" }, [])).toEqual({ weight: null, basis: null, oneRepMax: null });
    expect(suggest("Back Squat", SQUAT, { reps: "5" }, [set(0, 0, 5)]).weight).toBeNull();
  });
});

describe("load for a reps@RPE prescription from the chart", () => {
  it("matches vector 18 when the last session had another rep target: e1RM 300, 5 @ 8 → 240", () => {
    const history = [set(1, 300, 1, 10)];
    const s = suggest("Back Squat", SQUAT, { reps: "5", rpe: "8" }, history);
    expect(s).toEqual({ weight: 240, basis: "rpe-chart", oneRepMax: 300 });
  });

  it("uses the low end of an RPE range", () => {
    // 300 × RTS[2·4 + 2·3 = 14] = 300 × 0.786 = 235.8
    expect(suggest("Back Squat", SQUAT, { reps: "5", rpe: "7-8" }, [set(1, 300, 1, 10)]).weight).toBe(235);
  });

  it("knows the last session's target from its row when the row is known", () => {
    const history = threeSets(225, [5, 5, 5], 8);
    const prescribedReps = () => "8";
    // e1RM 225 / 0.811 = 277.4; × RTS[2·4 + 2·2 = 12] = 0.811 → 225
    expect(suggest("Back Squat", SQUAT, { reps: "5", rpe: "8" }, history, { prescribedReps })).toMatchObject({
      weight: 225,
      basis: "rpe-chart",
    });
    expect(suggest("Back Squat", SQUAT, { reps: "5", rpe: "8" }, history, { prescribedReps: () => "5" }).basis).toBe(
      "linear-step",
    );
  });

  it("falls back to the step rules when the RPE is off the chart", () => {
    const s = suggest("Back Squat", SQUAT, { reps: "5", rpe: "5-6" }, [set(0, 200, 3, 9)]);
    expect(s.basis).toBe("last-weight");
  });
});

describe("load for a rep range (double progression)", () => {
  it("adds the step once every set reached the top of the range at or under the RPE cap", () => {
    const s = suggest("Dumbbell Curl", CURL, { reps: "10-12", rpe: "7-8" }, threeSets(30, [12, 12, 12], 8));
    expect(s).toEqual({ weight: 35, basis: "double-progression", oneRepMax: null });
  });

  it("repeats the load while a set is short of the top", () => {
    const s = suggest("Dumbbell Curl", CURL, { reps: "10-12", rpe: "7-8" }, threeSets(30, [12, 12, 11], 8));
    expect(s).toEqual({ weight: 30, basis: "last-weight", oneRepMax: null });
  });

  it("repeats the load when the top was reached above the RPE cap", () => {
    expect(suggest("Dumbbell Curl", CURL, { reps: "8-12", rpe: "8" }, threeSets(30, [12, 12, 12], 9)).weight).toBe(30);
  });

  it("takes the top of the range alone when no RPE was prescribed or logged", () => {
    expect(suggest("Dumbbell Curl", CURL, { reps: "8-12" }, threeSets(30, [12, 12, 12], 10)).weight).toBe(35);
    expect(suggest("Dumbbell Curl", CURL, { reps: "8-12", rpe: "8" }, threeSets(30, [12, 12, 12], null)).weight).toBe(
      35,
    );
  });

  it("steps 10 lb on a lower-body exercise", () => {
    const legPress = exerciseKind("Leg Press", ["Quadriceps", "Glutes"]);
    expect(suggest("Leg Press", legPress, { reps: "10-12", rpe: "8" }, threeSets(300, [12, 12, 12], 8)).weight).toBe(
      310,
    );
  });
});

describe("loads without a rep target", () => {
  it("repeats the last load for AMRAP without %1RM", () => {
    expect(suggest("Dumbbell Curl", CURL, { reps: "AMRAP" }, threeSets(30, [15, 12, 10]))).toMatchObject({
      weight: 30,
      basis: "last-weight",
    });
  });

  it("keeps a chin-up's load on the body (+25 lb, decision 0053), and shows none for a crunch", () => {
    const chinUp = exerciseKind("Chin-Up", ["Lats", "Biceps"]);
    expect(suggest("Chin-Up", chinUp, { reps: "AMRAP" }, threeSets(25, [8, 8, 8]))).toEqual({
      weight: 25,
      basis: "last-weight",
      oneRepMax: null,
    });
    const crunch = exerciseKind("Crunch", ["Abs"]);
    expect(suggest("Crunch", crunch, { reps: "AMRAP" }, threeSets(0, [20, 20, 20]))).toEqual({
      weight: null,
      basis: null,
      oneRepMax: null,
    });
  });
});

describe("rep targets", () => {
  it("reads fixed reps, ranges and AMRAP, and nothing else", () => {
    expect(repTarget("5")).toEqual({ kind: "fixed", reps: 5 });
    expect(repTarget("8-12")).toEqual({ kind: "range", low: 8, high: 12 });
    expect(repTarget("AMRAP")).toEqual({ kind: "amrap" });
    expect(repTarget("")).toBeNull();
    expect(repTarget("0")).toBeNull();
  });
});

describe("a first session of a profile lift", () => {
  it("loads reps @ RPE from the profile's 1RM through the chart: 265 × RTS[5 @ 6] 0.762 = 201.9 → 200", () => {
    const s = suggest("Back Squat", SQUAT, { reps: "5", rpe: "6-7" }, [], { oneRepMaxes: { squat: 265 } });
    expect(s).toEqual({ weight: 200, basis: "profile-1rm", oneRepMax: 265 });
  });

  it("starts a rep range at its low end: 225 × RTS[8 @ 8] 0.739 = 166.3 → 165", () => {
    const s = suggest("Barbell Bench Press", BENCH, { reps: "8-10", rpe: "8" }, [], { oneRepMaxes: { bench: 225 } });
    expect(s.weight).toBe(165);
  });

  it("leaves the profile once the lift is logged, and never loads a lift without RPE or profile 1RM from it", () => {
    const logged = suggest("Back Squat", SQUAT, { reps: "5", rpe: "7" }, threeSets(185, [5, 5, 5]), {
      oneRepMaxes: { squat: 265 },
    });
    expect(logged).toMatchObject({ weight: 195, basis: "linear-step" });
    expect(suggest("Back Squat", SQUAT, { reps: "5" }, [], { oneRepMaxes: { squat: 265 } }).weight).toBeNull();
    expect(suggest("Dumbbell Curl", CURL, { reps: "10", rpe: "8" }, [], { oneRepMaxes: maxes }).weight).toBeNull();
  });

  it("reads the profile only when a load may come from it", () => {
    const base = { kind: SQUAT, record: liftRecordOf([], TODAY) };
    expect(
      mayUseProfile({ ...base, exerciseName: "Back Squat", prescription: { reps: "5", rpe: "7", percent1RM: null } }),
    ).toBe(true);
    expect(
      mayUseProfile({ ...base, exerciseName: "Back Squat", prescription: { reps: "5", rpe: null, percent1RM: null } }),
    ).toBe(false);
    expect(
      mayUseProfile({
        ...base,
        record: liftRecordOf(threeSets(185, [5, 5, 5]), TODAY),
        exerciseName: "Back Squat",
        prescription: { reps: "5", rpe: "7", percent1RM: null },
      }),
    ).toBe(false);
    expect(
      mayUseProfile({ ...base, exerciseName: "Back Squat", prescription: { reps: "5", rpe: null, percent1RM: "75" } }),
    ).toBe(true);
    expect(
      mayUseProfile({
        ...base,
        kind: CURL,
        exerciseName: "Dumbbell Curl",
        prescription: { reps: "10", rpe: "8", percent1RM: null },
      }),
    ).toBe(false);
  });
});
