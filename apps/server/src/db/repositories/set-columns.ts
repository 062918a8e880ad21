/**
 * What of a logged set every read of sets takes: its place in the row and its numbers (reps, RPE,
 * pounds, seconds). One list, so a number added to a set is read by the finish screen, History and
 * the export alike.
 */
export const SET_NUMBER_COLUMNS = [
  "performances.set_index",
  "performances.reps",
  "performances.rpe",
  "performances.weight",
  "performances.seconds",
] as const;
