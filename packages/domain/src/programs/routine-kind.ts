// What a lifter's routine is (decision 0051): a program they run ("program"), the workouts they
// imported from Strong or Hevy ("history"), or a workout they logged with no program
// ("freestyle"). Only programs are listed, opened in the log or offered a next day; the other two
// hold logged sets that History, the previous weights and the exports show.

export const ROUTINE_KINDS = ["program", "history", "freestyle"] as const;
export type RoutineKind = (typeof ROUTINE_KINDS)[number];

/** How an import names its workouts' container (decision 0015), with 0047's "(imported n)". */
const IMPORTED_NAME = /^Imported from (Strong|Hevy|Ironpath) \d{4}( \(imported( \d+)?\))?$/;

/** How an import's rows begin their notes: "From Strong: Push Day + Legs" (also Ironpath's CSV, 0077). */
const IMPORTED_NOTE = /^From (Strong|Hevy|Ironpath): (.*)$/s;

/**
 * Whether a routine is a Strong or Hevy import: its name is an import's, and every row it uses
 * has the import's note of that app. A program the lifter built under that name, or an import
 * they added days to in the builder, is not (it stays a program they can run).
 */
export function isImportedHistory(name: string, rowNotes: readonly (string | null)[]): boolean {
  const app = IMPORTED_NAME.exec(name)?.[1];
  if (!app || rowNotes.length === 0) return false;
  return rowNotes.every((note) => IMPORTED_NOTE.exec(note ?? "")?.[1] === app);
}

/** The workout names an imported day's note keeps ("Push Day + Legs"); null when it has none. */
export function importedWorkoutName(note: string | null): string | null {
  const name = IMPORTED_NOTE.exec(note ?? "")?.[2]?.trim();
  return name ? name : null;
}

/** The name an empty workout gets until the lifter gives it one. */
export const defaultWorkoutName = (date: string) => `Workout ${date}`;
