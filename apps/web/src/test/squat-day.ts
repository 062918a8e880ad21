import type { DayResponse, ExerciseRow } from "@ironpath/domain/training/workout-api.schema";

/** A day's squat, 2 × 5 at RPE 8, 225 lbs suggested for each set, nothing logged yet. */
export const squat: ExerciseRow = {
  exerciseId: "r1",
  exercise_name: "Back Squat",
  exercise_day_order: 1,
  exercise_type: "weight_reps",
  warm_up_sets: 0,
  sets: 2,
  reps: "5",
  rpe: "8",
  percent1RM: null,
  min_rest: 2,
  max_rest: 3,
  rest: "2-3",
  notes: null,
  weight: 225,
  logged: null,
  logged_sets: [],
  suggestionBasis: null,
  oneRepMax: null,
  plan: {
    warmUps: [],
    sets: [
      { set: 1, suggested: 225, last: null },
      { set: 2, suggested: 225, last: null },
    ],
    bodyweight: false,
  },
  plates: null,
};

/** The squat and a deadlift like it: the second exercise keeps the day unfinished after the squat. */
export const squatDay: DayResponse = {
  data: [squat, { ...squat, exerciseId: "r2", exercise_name: "Deadlift" }],
  phase_id: 1,
  week_id: 1,
  day_id: 1,
};

/** A row of a day with no set plan drawn: 3 × 8 at 135 lbs, no RPE, nothing logged; `extra` says what differs. */
export const plainRow = (exerciseId: string, exercise_name: string, extra: Partial<ExerciseRow> = {}): ExerciseRow => ({
  ...squat,
  exerciseId,
  exercise_name,
  sets: 3,
  reps: "8",
  rpe: null,
  weight: 135,
  plan: { warmUps: [], sets: [], bodyweight: false },
  ...extra,
});

/** A program day holding `data`, by default the first day of the first week. */
export const dayOf = (data: ExerciseRow[], at = { phase_id: 1, week_id: 1, day_id: 1 }): DayResponse => ({
  data,
  ...at,
});

/** The squat planned as a linear step would: 3-5 minutes' rest, warm-ups and plates; `plan` and `plates` say which. */
export const plannedSquat = (
  planned: Pick<ExerciseRow, "warm_up_sets" | "sets" | "weight" | "plan" | "plates"> & Partial<ExerciseRow>,
): ExerciseRow => ({
  ...squat,
  rpe: null,
  min_rest: 3,
  max_rest: 5,
  rest: "3-5",
  suggestionBasis: "linear-step",
  ...planned,
});
