import { applyDayChanges } from "@ironpath/domain/training/day-changes";
import type { Kysely } from "kysely";
import { dayChangesOf } from "../db/repositories/day-changes.js";
import type { HistorySetRow } from "../db/repositories/history.js";
import { programStructure } from "../db/repositories/program-structure.js";
import type { Database } from "../db/schema.js";

// What a program day of History says beside its sets (decision 0068): the exercises skipped, and
// those not done (no set: a workout finished early, or a day still under way), as the finish
// screen says them; nothing for a day whose rows the builder has replaced since. Read for a page's
// program sessions only: their programs' revisions in one statement, each day's changes in one
// more (the structure is kept by revision).

export interface DayOutcome {
  skipped: string[];
  notDone: string[];
}

const NONE: DayOutcome = { skipped: [], notDone: [] };

export async function dayOutcomes(
  db: Kysely<Database>,
  userId: string,
  sessions: readonly (readonly HistorySetRow[])[],
): Promise<DayOutcome[]> {
  const programIds = [
    ...new Set(sessions.filter((rows) => rows[0]?.programKind === "program").map((rows) => rows[0]?.key.programId)),
  ].filter((id): id is string => id !== undefined);
  if (programIds.length === 0) return sessions.map(() => NONE);
  const programs = new Map(
    (await db.selectFrom("routines").select(["id", "revision"]).where("id", "in", programIds).execute()).map((p) => [
      p.id,
      { id: p.id, revision: Number(p.revision) },
    ]),
  );
  return Promise.all(
    sessions.map(async (rows) => {
      const first = rows[0];
      const program = first && first.programKind === "program" ? programs.get(first.key.programId) : undefined;
      if (!first || !program) return NONE;
      const day = { phase: first.key.phase, week: first.key.week, day: first.key.day };
      const written = (await programStructure(db, program)).rowsOf(day);
      const { changes, added } = await dayChangesOf(db, userId, program.id, day);
      const logged = new Set(rows.map((r) => r.rowId));
      const lifted = applyDayChanges(written, added, changes);
      // A day whose rows the builder replaced since (a set on a row no longer there) says nothing.
      const ids = new Set(lifted.map((r) => r.id));
      if ([...logged].some((id) => !ids.has(id))) return NONE;
      const outcome: DayOutcome = { skipped: [], notDone: [] };
      for (const row of lifted) {
        if (logged.has(row.id)) continue;
        if (row.change?.skipped) outcome.skipped.push(row.exerciseName);
        else outcome.notDone.push(row.exerciseName);
      }
      return outcome;
    }),
  );
}
