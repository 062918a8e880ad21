import { DEFAULT_WEIGHT_UNIT, type WeightUnit, bodyLoadText, fromPounds } from "../units/weight-unit";
import { type PerformedSet, estimateOneRepMax } from "./strength/e1rm";

// Its home is with the units, so the app's shell can word a load without this module's schemas.
export { bodyLoadText };

// How an exercise is logged (decision 0053): the catalogue says it for each of its exercises, a
// lifter's own exercise says it when created. One stored set has the same columns for every type;
// the type says how to read them:
//   weight_reps      weight × reps (the default)
//   reps_only        reps; a weight, when one is held, is a load on the body (a crunch)
//   bodyweight_load  reps with a signed load ON the body: +25 is a 25 lb belt, -40 a 40 lb assist
//   timed            one hold of `seconds` (reps 1; a held plate is a load on the body): a 60 s plank

export const EXERCISE_TYPES = ["weight_reps", "reps_only", "bodyweight_load", "timed"] as const;
export type ExerciseType = (typeof EXERCISE_TYPES)[number];
export const DEFAULT_EXERCISE_TYPE: ExerciseType = "weight_reps";

/** The words for an unknown kind (the schema is exercise-type.schema.ts: this module stays zod-free). */
export const EXERCISE_TYPE_PROBLEM = `must be one of ${EXERCISE_TYPES.join(", ")}`;

/** The builder's choice, in words. */
export const EXERCISE_TYPE_LABELS: Record<ExerciseType, string> = {
  weight_reps: "Weight and reps",
  reps_only: "Reps only (bodyweight)",
  bodyweight_load: "Bodyweight, added or assisted load",
  timed: "Timed hold (seconds)",
};

/** A hold's length, and the most assistance a machine or band takes off (lbs). */
export const HOLD_SECONDS = { min: 1, max: 3600 } as const;
export const MAX_ASSISTANCE = 300;
/** The get-ready countdown before a timed hold starts counting. */
export const GET_READY_SECONDS = 3;

/** Catalogue exercises not logged as weight × reps; every other catalogue exercise is. */
export const CATALOGUE_TYPES: ReadonlyMap<string, ExerciseType> = new Map<string, ExerciseType>([
  ...(["Plank", "Side Plank", "Copenhagen Plank"] as const).map((n) => [n, "timed"] as const),
  ...(
    [
      "Pull-Up",
      "Weighted Pull-Up",
      "Chin-Up",
      "Weighted Dip",
      "Bench Dip",
      "Push-Up",
      "Deficit Push-Up",
      "Diamond Push-Up",
      "Inverted Row",
      "Nordic Hamstring Curl",
      "Glute-Ham Raise",
      "Back Extension",
      "Pistol Squat",
      "Hanging Leg Raise",
      "Decline Sit-Up",
    ] as const
  ).map((n) => [n, "bodyweight_load"] as const),
  ...(
    [
      "Sissy Squat",
      "Glute Bridge",
      "Band Pull-Apart",
      "Hanging Knee Raise",
      "Lying Leg Raise",
      "Crunch",
      "Ab Wheel Rollout",
      "Dead Bug",
      "Bird Dog",
      "Russian Twist",
      "Dragon Flag",
    ] as const
  ).map((n) => [n, "reps_only"] as const),
]);

export function catalogueExerciseType(name: string): ExerciseType {
  return CATALOGUE_TYPES.get(name) ?? DEFAULT_EXERCISE_TYPE;
}

/** Moved with the body's own weight: no barbell load is suggested, no warm-up ramp is shown. */
export function movesTheBody(type: ExerciseType): boolean {
  return type !== "weight_reps";
}

/**
 * A set's estimated 1RM, only where weight × reps says the whole load: a belt's 25 lb on a pull-up
 * is not the load moved (the body is, and its weight that day is not known), so none (decision 0053).
 */
export function setEstimate(set: PerformedSet, type: ExerciseType): number | null {
  return type === "weight_reps" ? estimateOneRepMax(set) : null;
}

/**
 * The values of a set as stored: with its estimated 1RM, derived at every write so that it always
 * agrees with the numbers beside it (decision 0020); none off weight × reps (decision 0053).
 */
export function withEstimate<S extends PerformedSet>(
  set: S,
  type: ExerciseType = "weight_reps",
): S & { e1rm: number | null } {
  return { ...set, e1rm: setEstimate(set, type) };
}

export interface TypedSet {
  weight: number;
  reps: number;
  rpe?: number | null;
  seconds?: number | null;
}

/**
 * A set (its weight in pounds, as the calls carry it) as the lifter reads it in `unit`, by type:
 * "225 × 5 @ 8", "12 reps", "+25 lb × 5", "-40 lb × 8", "bodyweight × 10", "60 s"; in kg
 * "102.06 × 5 @ 8", "+11.34 kg × 5" (issue 22).
 */
export function setText(set: TypedSet, type: ExerciseType, unit: WeightUnit = DEFAULT_WEIGHT_UNIT): string {
  const rpe = set.rpe === null || set.rpe === undefined ? "" : ` @ ${set.rpe}`;
  const held = set.weight > 0 ? ` (${bodyLoadText(set.weight, unit)})` : "";
  if (type === "timed") return `${set.seconds ?? 0} s${held}${rpe}`;
  if (type === "reps_only") return `${set.reps} reps${held}${rpe}`;
  if (type === "bodyweight_load") return `${bodyLoadText(set.weight, unit)} × ${set.reps}${rpe}`;
  return `${set.weight > 0 ? `${fromPounds(set.weight, unit)} × ${set.reps}` : `${set.reps} reps`}${rpe}`;
}

/** Words said of a refused field, after its name (the server's 400 and the form alike). */
export const TYPE_PROBLEMS = {
  secondsRequired: "is required for a timed hold",
  secondsOnlyTimed: "is only for a timed hold",
  oneHold: "must be 1 for a timed hold (one hold a set)",
  notNegative: "must be at least 0 (only a bodyweight exercise takes an assisted load)",
} as const;

/** Why a set's numbers do not fit the exercise's type, as `[field, words]`; null when they do. */
export function typeProblem(
  type: ExerciseType,
  set: { weight: number; reps: number; seconds?: number | undefined | null },
): [field: "seconds" | "reps" | "weight", words: string] | null {
  const hasSeconds = set.seconds !== undefined && set.seconds !== null;
  if (type === "timed") {
    if (!hasSeconds) return ["seconds", TYPE_PROBLEMS.secondsRequired];
    if (set.reps !== 1) return ["reps", TYPE_PROBLEMS.oneHold];
  } else if (hasSeconds) return ["seconds", TYPE_PROBLEMS.secondsOnlyTimed];
  // A plate held on a crunch or a plank is a load on the body too; only assistance is refused there.
  if (type !== "bodyweight_load" && set.weight < 0) return ["weight", TYPE_PROBLEMS.notNegative];
  return null;
}
