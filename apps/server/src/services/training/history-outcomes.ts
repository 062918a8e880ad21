import { applyDayChanges } from "@ironpath/domain/training/day-changes";
import { GROUP_MIN, combinedGroups } from "@ironpath/domain/training/supersets";
import type { Kysely } from "kysely";
import { dayChangesOf } from "../../db/repositories/day-changes-repository.js";
import type { RoutineKind } from "@ironpath/domain/programs/routine-kind";
import type { ExerciseType } from "@ironpath/domain/training/exercise-type";
import { programStructure } from "../../db/repositories/program-structure.js";
import { datedDayKey, daySupersetsOfDays } from "../../db/repositories/supersets-repository.js";
import { programGroups } from "./supersets.js";
import type { Database } from "../../db/schema.js";

// What a program day of History says beside its sets (decision 0068): the exercises skipped, and
// those not done (no set: a workout finished early, or a day still under way), as the finish
// screen says them, but an exercise with a note and no set, which the card shows with its note
// (decision 0110); nothing for a day whose rows the builder has replaced since. Read for a page's
// program sessions only: their programs' revisions in one statement, each day's changes in one
// more (the structure is kept by revision). With a session's date, the day as lifted too: its swaps
// (from what, to what) and its supersets, the program's and the lifter's for that date (decision
// 0055), one statement more for all the sessions (decision 0099).

export interface DayOutcome {
  skipped: { name: string; exerciseType: ExerciseType }[];
  notDone: { name: string; exerciseType: ExerciseType }[];
  /** The exercises swapped that had a set: the one written, the one lifted in its place, and its row. */
  swapped: { from: string; to: string; rowId: string }[];
  /** The supersets with 2 or more exercises that had a set, by the names lifted, in day order. */
  groups: string[][];
}

/** A session of sets as History and the export group them: a program's day, and the rows its sets are on. */
export interface SessionOfSets {
  programId: string;
  programKind: RoutineKind;
  phase: number;
  week: number;
  day: number;
  rowIds: readonly string[];
  /** Rows with a note that day: one with no set is shown with its note, not as not done (decision 0110). */
  notedRowIds?: readonly string[];
  /** The lifter's date: given, the day's swaps and supersets are read too. */
  date?: string;
}

const none = (): DayOutcome => ({ skipped: [], notDone: [], swapped: [], groups: [] });

export async function dayOutcomes(
  db: Kysely<Database>,
  userId: string,
  sessions: readonly SessionOfSets[],
): Promise<DayOutcome[]> {
  const programIds = [...new Set(sessions.filter((s) => s.programKind === "program").map((s) => s.programId))];
  if (programIds.length === 0) return sessions.map(none);
  const programs = new Map(
    (await db.selectFrom("routines").select(["id", "revision"]).where("id", "in", programIds).execute()).map((p) => [
      p.id,
      { id: p.id, revision: Number(p.revision) },
    ]),
  );
  // The page's supersets of the day in one statement (decision 0099), not one a session.
  const dated = sessions.flatMap((s) =>
    s.date !== undefined && programs.has(s.programId) && s.programKind === "program"
      ? [{ programId: s.programId, phase: s.phase, week: s.week, day: s.day, date: s.date }]
      : [],
  );
  const supersets = await daySupersetsOfDays(db, userId, dated);
  return Promise.all(
    sessions.map(async (session) => {
      const program = session.programKind === "program" ? programs.get(session.programId) : undefined;
      if (!program) return none();
      const day = { phase: session.phase, week: session.week, day: session.day };
      const written = (await programStructure(db, program)).rowsOf(day);
      const { changes, added } = await dayChangesOf(db, userId, program.id, day);
      const logged = new Set(session.rowIds);
      const noted = new Set(session.notedRowIds);
      const lifted = applyDayChanges(written, added, changes);
      // A day whose rows the builder replaced since (a set on a row no longer there) says nothing.
      const ids = new Set(lifted.map((r) => r.id));
      if ([...logged].some((id) => !ids.has(id))) return none();
      const outcome = none();
      for (const row of lifted) {
        if (logged.has(row.id)) {
          const from = row.change?.swappedFrom;
          if (from) outcome.swapped.push({ from, to: row.exerciseName, rowId: row.id });
          continue;
        }
        const said = { name: row.exerciseName, exerciseType: row.exerciseType };
        if (row.change?.skipped) outcome.skipped.push(said);
        else if (!noted.has(row.id)) outcome.notDone.push(said);
      }
      if (session.date === undefined) return outcome;
      // A group's exercises as lifted, those with a set; a group left with one says nothing.
      const ofDate = supersets.get(datedDayKey({ programId: program.id, ...day, date: session.date })) ?? [];
      const groups = combinedGroups(programGroups(written), ofDate);
      for (const g of groups) {
        const names = lifted.filter((r) => g.includes(r.id) && logged.has(r.id)).map((r) => r.exerciseName);
        if (names.length >= GROUP_MIN) outcome.groups.push(names);
      }
      return outcome;
    }),
  );
}
