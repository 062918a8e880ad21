import { addDays } from "../../coach/calendar";
import { WHOLE_EXERCISE_SET, countedEntries } from "../set-count";
import { type MaybeWarmUp, isWarmUp } from "../warm-ups";
import { type PerformedSet, estimateOneRepMax } from "./e1rm";

// A lift's logged history as the load suggestion reads it: sessions (what was done for one
// program row on one date) and the best recent estimated 1RM.

export { WHOLE_EXERCISE_SET };

/** The e1RM behind a %1RM load is the best of the last six weeks: recent enough to be today's strength. */
export const E1RM_WINDOW_DAYS = 42;

/** A warm-up (decision 0066) is in no session and no estimate: work sets alone make them. */
export interface LoggedSet extends PerformedSet, MaybeWarmUp {
  setIndex: number;
  /** The lifter's local date. */
  performedOn: string;
  /** The program row it was logged for: a lift done twice on one day makes two sessions. */
  rowId: string;
}

export interface SessionSet extends PerformedSet {
  /** The set number; 0 for a quick entry, which stands for every set. */
  set: number;
}

export interface Session {
  performedOn: string;
  rowId: string;
  /** The sets of the advanced entry in set order; else the quick entry alone. */
  sets: SessionSet[];
}

/**
 * Groups a lift's sets (newest first) into sessions, newest first. A session's advanced-entry sets
 * are what was done set by set; its quick entry counts only when no set was entered (set-count.ts).
 */
export function sessionsOf(history: readonly LoggedSet[]): Session[] {
  const byKey = new Map<string, Session>();
  for (const s of countedEntries(history)) {
    const key = `${s.performedOn}\u0000${s.rowId}`;
    let session = byKey.get(key);
    if (!session) {
      session = { performedOn: s.performedOn, rowId: s.rowId, sets: [] };
      byKey.set(key, session);
    }
    // A hold's seconds only where there are some: every other set is weight, reps and RPE alone.
    const held = s.seconds === undefined || s.seconds === null ? {} : { seconds: s.seconds };
    session.sets.push({ set: s.setIndex, weight: s.weight, reps: s.reps, rpe: s.rpe, ...held });
  }
  // A row holds one quick entry (one entry per row and set number), so a session without sets
  // entered one by one holds that entry alone.
  return [...byKey.values()].map((session) => ({ ...session, sets: session.sets.sort((a, b) => a.set - b.set) }));
}

/**
 * What the load suggestion reads of a lift's history: its last session and its best estimated 1RM
 * of the window. The server reads just these (the e1RM is stored with each set); `liftRecordOf`
 * derives them from the sets.
 */
export interface LiftRecord {
  lastSession: Session | null;
  bestOneRepMax: number | null;
}

export function liftRecordOf(history: readonly LoggedSet[], date: string): LiftRecord {
  return { lastSession: sessionsOf(history)[0] ?? null, bestOneRepMax: bestRecentOneRepMax(history, date) };
}

/** What set `set` (from 1) of a session was: its own entry, or the quick entry that stands for all. */
export function setOfSession(session: Session, set: number): PerformedSet | null {
  const found = session.sets.find((s) => s.set === set || s.set === WHOLE_EXERCISE_SET);
  return found ? { weight: found.weight, reps: found.reps, rpe: found.rpe } : null;
}

/** The dates (inclusive) whose sets give the best recent estimated 1RM on `date`. */
export function oneRepMaxWindow(date: string, windowDays = E1RM_WINDOW_DAYS): { from: string; to: string } {
  return { from: addDays(date, -windowDays), to: date };
}

/** The best estimated 1RM of the sets logged in the window ending on `date`; null when none estimates. */
export function bestRecentOneRepMax(
  history: readonly LoggedSet[],
  date: string,
  windowDays = E1RM_WINDOW_DAYS,
): number | null {
  const { from, to } = oneRepMaxWindow(date, windowDays);
  let best: number | null = null;
  for (const s of history) {
    if (s.performedOn < from || s.performedOn > to || isWarmUp(s)) continue;
    const e1rm = estimateOneRepMax(s);
    if (e1rm !== null && (best === null || e1rm > best)) best = e1rm;
  }
  return best;
}
