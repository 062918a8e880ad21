import type { DayResponse, ExerciseRow } from "@ironpath/domain/training/workout-api.schema";

// What the shown log reads from a day's row only when it opens, and then keeps itself as the lifter
// saves (use-day-progress.ts, warm-up-lines.tsx, day-note.tsx). A save kept offline writes them into
// the cached day too (keep-in-log.ts), for a reload; the open log has them already.
const KEPT_BY_THE_LOG = new Set<string>(["logged", "logged_sets", "warm_ups_logged", "day_notes"]);

/** The two rows show the same, whatever the log keeps itself. */
function sameShown(a: ExerciseRow, b: ExerciseRow): boolean {
  if (a === b) return true;
  const fields = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const field of fields) {
    if (KEPT_BY_THE_LOG.has(field)) continue;
    if (a[field as keyof ExerciseRow] !== b[field as keyof ExerciseRow]) return false;
  }
  return true;
}

/**
 * `next`, with each row that shows as `previous` had it kept as that very object, and `previous`
 * itself when nothing shown changed: a save that rewrites the cached day then re-renders no card
 * (decision 0078). Fields compare by identity, as the query cache keeps what did not change.
 */
export function steadyDay(previous: DayResponse | undefined, next: DayResponse): DayResponse {
  if (!previous || previous === next) return next;
  const before = new Map(previous.data.map((row) => [row.exerciseId, row]));
  const data = next.data.map((row) => {
    const old = before.get(row.exerciseId);
    return old && sameShown(old, row) ? old : row;
  });
  const sameRows = data.length === previous.data.length && data.every((row, i) => row === previous.data[i]);
  const { data: _next, ...nextDay } = next;
  const { data: _previous, ...previousDay } = previous;
  const sameDay = Object.entries(nextDay).every(
    ([field, value]) => previousDay[field as keyof typeof previousDay] === value,
  );
  if (sameRows && sameDay) return previous;
  return { ...next, data: sameRows ? previous.data : data };
}
