import { formatRest } from "@ironpath/domain/programs/row-rules";
import { addedPrescription } from "@ironpath/domain/training/day-changes";
import { liftedPrescription } from "@ironpath/domain/training/lifted-prescription";
import { exerciseKind } from "@ironpath/domain/training/strength/exercise-kind";
import { planExercise } from "@ironpath/domain/training/strength/exercise-plan";
import type { ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import type { ExerciseChoice } from "./api/day-changes";
import type { SwappedIn } from "./day-as-changed";

/**
 * How a row reads with the exercise a swap picked, as the server reads it before it knows the
 * lifter's numbers of it (decision 0113): the reps read for its kind (0076), the set lines and
 * warm-ups of a plan with no load. Loaded with the picker, not with the log's first paint.
 */
export function swappedIn(row: ExerciseRow, choice: ExerciseChoice): SwappedIn {
  const type = choice.exercise_type;
  const read = liftedPrescription({ reps: row.reps, percent1RM: row.percent1RM }, row.exercise_type, {
    type,
    name: choice.name,
  });
  const { warmUps, sets, bodyweight } = planExercise({
    kind: exerciseKind(choice.name, choice.muscles, type),
    prescription: { sets: row.sets, warmUpSets: row.warm_up_sets },
    load: null,
    lastSession: null,
  });
  return { name: choice.name, type, reps: read.reps, percent1RM: read.percent1RM, plan: { warmUps, sets, bodyweight } };
}

/**
 * The row an addition draws before the server has it (decision 0121): the chosen exercise as the
 * server writes an added one (`addedPrescription`), no load, no history.
 */
export function addedRow(choice: ExerciseChoice): ExerciseRow {
  const type = choice.exercise_type;
  const written = addedPrescription({ type, name: choice.name });
  const { warmUps, sets, bodyweight } = planExercise({
    kind: exerciseKind(choice.name, choice.muscles, type),
    prescription: { sets: written.sets, warmUpSets: written.warmUpSets },
    load: null,
    lastSession: null,
  });
  return {
    exerciseId: "",
    exercise_name: choice.name,
    exercise_day_order: 0,
    exercise_type: type,
    warm_up_sets: written.warmUpSets,
    sets: written.sets,
    reps: written.reps,
    rpe: written.rpe,
    percent1RM: written.percent1RM,
    min_rest: written.minRest,
    max_rest: written.maxRest,
    rest: formatRest(written),
    notes: null,
    weight: null,
    logged: null,
    logged_sets: [],
    suggestionBasis: null,
    oneRepMax: null,
    plan: { warmUps, sets, bodyweight },
    plates: null,
    change: { skipped: false, added: true, swappedFrom: null },
  };
}
