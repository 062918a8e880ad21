import { type LoggedEntry, entriesByRow } from "@ironpath/domain/training/logged-entries";
import { type LiftRecord, type LoggedSet, sessionsOf } from "@ironpath/domain/training/strength/sessions";
import type { WeightUnit } from "@ironpath/domain/units/weight-unit";
import type { Kysely } from "kysely";
import { type LiftRecordsWanted, dayRecordRows } from "../../db/repositories/lift-records.js";
import type { RowExtra } from "../../db/repositories/notes-and-warm-ups-repository.js";
import type { Database } from "../../db/schema.js";

// A day's records as its plan and its logged sets read them, from the one statement that reads
// them all (lift-records.ts).

export interface DayRecords {
  /** Each lift's last session and best recent e1RM, by exercise id. */
  lifts: Map<string, LiftRecord>;
  /** The day's own entries, by row. */
  entries: Map<string, LoggedEntry>;
  /** The day's warm-ups and notes, and the notes of the lifts' last sessions (decision 0066). */
  extras: RowExtra[];
  /** The units the lifter gave the day's exercises (decision 0081), by exercise id. */
  units: Map<string, WeightUnit>;
}

/**
 * Each lift's last session and best recent e1RM (decision 0020), the day's own entries, and the
 * day's warm-ups and notes with those of each lift's last session, and the day's exercises' own
 * units: one statement (decisions 0082, 0085).
 */
export async function dayRecords(db: Kysely<Database>, userId: string, wanted: LiftRecordsWanted): Promise<DayRecords> {
  const { lastSessions, daySets, extras, units } = await dayRecordRows(db, userId, wanted);
  const sets = new Map<string, LoggedSet[]>();
  const bests = new Map<string, number | null>();
  for (const s of lastSessions) {
    // Only the lift's own sets of that session (a program row's exercise may have changed since).
    if (s.exerciseId !== s.lift || s.performedOn !== s.sessionOn) continue;
    const of = sets.get(s.lift) ?? [];
    if (of.length === 0) sets.set(s.lift, of);
    of.push({
      rowId: s.rowId,
      setIndex: s.setIndex,
      reps: s.reps,
      rpe: s.rpe,
      weight: s.weight,
      seconds: s.seconds,
      performedOn: s.performedOn,
    });
    bests.set(s.lift, s.best);
  }
  // One session's sets per lift: the domain's grouping says which of them stand for it.
  const lifts = new Map(
    [...sets].map(([id, session]): [string, LiftRecord] => [
      id,
      { lastSession: sessionsOf(session)[0] ?? null, bestOneRepMax: bests.get(id) ?? null },
    ]),
  );
  return { lifts, entries: entriesByRow(daySets), extras, units };
}
