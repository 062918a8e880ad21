import type { DayKey } from "./next-day";

// Where a page of the training history ends. Sessions are read newest first in the order of the
// history index (date, program, phase, week, day, all descending); a cursor names the last session
// a page showed, and the next page starts just after it.

/** One session: the sets a lifter logged on one date for one day of one program. */
export interface SessionKey extends DayKey {
  /** The lifter's local date, yyyy-mm-dd. */
  date: string;
  programId: string;
}

/** "2026-03-02.1.1.3.<program id>": readable in a URL, and the program id may hold any character. */
export function encodeHistoryCursor(key: SessionKey): string {
  return `${key.date}.${key.phase}.${key.week}.${key.day}.${key.programId}`;
}

const CURSOR = /^(\d{4}-\d{2}-\d{2})\.(\d{1,2})\.(\d{1,2})\.(\d{1,2})\.(.+)$/s;

/** The session a cursor names, or null when the text is not a cursor this server gave. */
export function decodeHistoryCursor(text: string): SessionKey | null {
  const match = CURSOR.exec(text);
  if (!match) return null;
  const [, date, phase, week, day, programId] = match as unknown as [string, string, string, string, string, string];
  return { date, phase: Number(phase), week: Number(week), day: Number(day), programId };
}
