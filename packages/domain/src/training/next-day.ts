// Which day of a program the workout log opens on (DESIGN.md section 4).

export interface DayKey {
  phase: number;
  week: number;
  day: number;
}

export interface LastEntry {
  /** The day of the user's most recent entry in this program. */
  day: DayKey;
  /** The user's local date (yyyy-mm-dd) of that entry. */
  performedOn: string;
  /** Whether every exercise of that day has an entry. */
  dayComplete: boolean;
}

export function compareDays(a: DayKey, b: DayKey): number {
  return a.phase - b.phase || a.week - b.week || a.day - b.day;
}

export function sameDay(a: DayKey, b: DayKey): boolean {
  return compareDays(a, b) === 0;
}

/**
 * The day to show on `date`: the day logged last, again, while it is unfinished and was logged
 * that same date; otherwise the first day in program order after it; the first day for a new
 * program; null once the program is finished.
 */
export function nextDay(days: readonly DayKey[], last: LastEntry | undefined, date: string): DayKey | null {
  const ordered = [...days].sort(compareDays);
  if (!last) return ordered[0] ?? null;
  if (last.performedOn === date && !last.dayComplete) return last.day;
  return ordered.find((d) => compareDays(d, last.day) > 0) ?? null;
}
