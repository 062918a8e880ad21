import type { Muscle } from "../../programs/muscles";
import { CATALOGUE_TYPES, type ExerciseType, catalogueExerciseType, movesTheBody } from "../exercise-type";

// What the load suggestion needs to know about an exercise, in one place: lower or upper body
// (the size of the step), and whether it is loaded on a barbell (plates, a ramp from the empty
// bar) or moves the body alone (no load at all). The region comes from the muscle tags every
// exercise carries, the catalogue's and a lifter's own; equipment cannot be read from muscles,
// so it comes from the names listed here (and "Barbell" in a lifter's own exercise name).

export type BodyRegion = "upper" | "lower";
export type Equipment = "barbell" | "bodyweight" | "other";

export interface ExerciseKind {
  region: BodyRegion;
  equipment: Equipment;
  /** How it is logged (decision 0053); every type but weight × reps moves the body. */
  type: ExerciseType;
}

const LOWER_MUSCLES: ReadonlySet<string> = new Set<Muscle>([
  "Quadriceps",
  "Hamstrings",
  "Glutes",
  "Adductors",
  "Calves",
]);
/** The trunk counts for neither side: a plank is not an upper-body lift, a back extension is a hinge. */
const TRUNK_MUSCLES: ReadonlySet<string> = new Set<Muscle>(["Abs", "Obliques", "Lower Back"]);

/** Pulls from the floor whose tags lean to the back and traps: still lower-body loads. */
const LOWER_BY_NAME: ReadonlySet<string> = new Set(["Rack Pull", "Power Snatch"]);

/** Catalogue exercises done with the body's weight (any type but weight × reps; exercise-type.ts). */
export const BODYWEIGHT_EXERCISES: ReadonlySet<string> = new Set(CATALOGUE_TYPES.keys());

/** Catalogue exercises on a straight 45 lb bar (not the EZ, trap or safety bars, nor a landmine). */
export const BARBELL_EXERCISES: ReadonlySet<string> = new Set([
  "Back Squat",
  "Front Squat",
  "Pause Squat",
  "Box Squat",
  "High-Bar Squat",
  "Romanian Deadlift",
  "Stiff-Leg Deadlift",
  "Good Morning",
  "Barbell Hip Thrust",
  "Deadlift",
  "Pause Deadlift",
  "Sumo Deadlift",
  "Deficit Deadlift",
  "Block Pull",
  "Rack Pull",
  "Snatch-Grip Deadlift",
  "Power Clean",
  "Hang Clean",
  "Power Snatch",
  "Barbell Bench Press",
  "Pause Barbell Bench Press",
  "Close-Grip Bench Press",
  "Incline Barbell Bench Press",
  "Decline Barbell Bench Press",
  "Larsen Press",
  "Spoto Press",
  "Pin Press",
  "Floor Press",
  "Barbell Overhead Press",
  "Overhead Press",
  "Push Press",
  "Z-Press",
  "Barbell Row",
  "Pendlay Row",
  "Barbell Shrug",
  "Barbell Curl",
  "JM Press",
]);

/** Lower body when more of its tags are lower-body muscles than upper-body ones; a tie is upper. */
export function bodyRegion(name: string, muscles: readonly string[]): BodyRegion {
  if (LOWER_BY_NAME.has(name)) return "lower";
  let lower = 0;
  let upper = 0;
  for (const m of muscles) {
    if (LOWER_MUSCLES.has(m)) lower += 1;
    else if (!TRUNK_MUSCLES.has(m)) upper += 1;
  }
  return lower > upper ? "lower" : "upper";
}

export function equipmentOf(name: string, type: ExerciseType = catalogueExerciseType(name)): Equipment {
  if (movesTheBody(type)) return "bodyweight";
  if (BARBELL_EXERCISES.has(name) || /\bbarbell\b/i.test(name)) return "barbell";
  return "other";
}

/** `type` as stored for the exercise; the catalogue's by name when not given. */
export function exerciseKind(
  name: string,
  muscles: readonly string[],
  type: ExerciseType = catalogueExerciseType(name),
): ExerciseKind {
  return { region: bodyRegion(name, muscles), equipment: equipmentOf(name, type), type };
}

/** The usual step after a successful session: 10 lb on the legs and hips, 5 lb elsewhere. */
export function progressionStep(region: BodyRegion): number {
  return region === "lower" ? 10 : 5;
}
