import { MAX_ROWS_PER_DAY } from "../programs/row-rules";

// What the server answers and the empty workout's screen says when a workout cannot be sent
// (decision 0051); apart from its schema, so the screen shows them without loading zod.

export const EMPTY_WORKOUT_MESSAGES = {
  noExercises: "Add at least one exercise",
  noSets: "Log at least one set",
  tooManyExercises: `A workout holds at most ${MAX_ROWS_PER_DAY} exercises`,
  notFound: "No such workout",
  dayTaken: (programName: string, slot: { phase: number; week: number; day: number }) =>
    `Phase ${slot.phase} · Week ${slot.week} · Day ${slot.day} of ${programName} already has exercises: choose another day`,
} as const;
