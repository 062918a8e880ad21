// Which day of a program the workout log opens on (docs/design.md section 4).

export interface DayKey {
  phase: number;
  week: number;
  day: number;
}

export interface Progress {
  /** The user's most recent entry in this program: its day, its local date, and whether that day is done. */
  latest: { day: DayKey; performedOn: string; dayComplete: boolean };
  /** The furthest day in program order with any entry (correcting an earlier day does not rewind). */
  furthest: DayKey;
}

export function compareDays(a: DayKey, b: DayKey): number {
  return a.phase - b.phase || a.week - b.week || a.day - b.day;
}

/**
 * The day to show on `date`: the day logged last, again, while it is unfinished and was logged
 * that same date; otherwise the first day in program order after the furthest day with an entry;
 * the first day for a new program; null once the program is finished.
 */
export function nextDay(days: readonly DayKey[], progress: Progress | undefined, date: string): DayKey | null {
  const ordered = [...days].sort(compareDays);
  if (!progress) return ordered[0] ?? null;
  const { latest, furthest } = progress;
  // Only where the lifter is now: an unfinished earlier day corrected today does not rewind.
  if (latest.performedOn === date && !latest.dayComplete && compareDays(latest.day, furthest) === 0) return latest.day;
  return ordered.find((d) => compareDays(d, furthest) > 0) ?? null;
}
