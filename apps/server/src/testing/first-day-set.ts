// Shared by the server's route tests and the journeys (e2e/support/workout-log.ts): no imports, so
// a journey takes it without the server's test app.

/** A set of `row` on Beginner's first day as the simple log sends it: 5 reps at RPE 8 with 135 lbs. */
export const firstDaySet = (row: { exerciseId: string; exercise_name: string }) => ({
  phase: 1,
  week: 1,
  day: 1,
  exerciseId: row.exerciseId,
  exercise_name: row.exercise_name,
  actualReps: 5,
  actualRpe: 8,
  weight: 135,
});
