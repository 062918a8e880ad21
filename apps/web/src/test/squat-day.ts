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
