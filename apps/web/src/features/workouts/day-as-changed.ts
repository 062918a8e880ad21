import type { DayKey } from "@ironpath/domain/training/next-day";
import type { DayResponse, ExerciseRow } from "@ironpath/domain/training/workout-api.schema";

// A change of the day drawn on the phone before the server has it (decision 0113): while it waits in
// the outbox (no signal), and from the moment the server takes it until the day is read again. The
// server's answer is the same day, with the swapped-in lift's suggestion and last session added.

/**
 * The row as the exercise a swap picked reads it, made when it is picked (swapped-in.ts, loaded with
 * the picker): its name and kind, its reps read for it (0076), its set lines with no load yet.
 */
export type SwappedIn = Pick<ExerciseRow, "reps" | "percent1RM" | "plan"> & {
  name: string;
  type: ExerciseRow["exercise_type"];
};

/** A change of the day as the log draws it and the outbox keeps it (the call's body is made from it). */
export type DayChange =
  | { kind: "swap"; exerciseId: string; from: string; to: string | null; shown: SwappedIn | null; alsoProgram: boolean }
  | { kind: "skip"; exerciseId: string; name: string; skipped: boolean }
  | { kind: "add"; day: DayKey; exercise: string; alsoProgram: boolean; rowId: string; shown: ExerciseRow }
  | { kind: "order"; day: DayKey; order: string[] }
  // Today's supersets (decision 0055), drawn over the day's groups (day-groups-as-changed.ts).
  | { kind: "group"; day: DayKey; date: string; exerciseIds: string[]; names: string }
  | { kind: "ungroup"; day: DayKey; date: string; exerciseId: string; name: string };

/** A row with another exercise in its place: its kind, its reps read for it (0076), no load yet. */
function swapped(row: ExerciseRow, to: SwappedIn): ExerciseRow {
  if (row.exercise_name === to.name) return row;
  const { unit: _, ...rest } = row;
  const was = row.change?.swappedFrom ?? row.exercise_name;
  return {
    ...rest,
    exercise_name: to.name,
    exercise_type: to.type,
    reps: to.reps,
    percent1RM: to.percent1RM,
    weight: null,
    suggestionBasis: null,
    oneRepMax: null,
    plates: null,
    plan: to.plan,
    last_notes: null,
    change: {
      skipped: false,
      added: row.change?.added ?? false,
      swappedFrom: row.change?.added || was === to.name ? null : was,
    },
  };
}

function skipped(row: ExerciseRow, skip: boolean): ExerciseRow {
  if ((row.change?.skipped ?? false) === skip) return row;
  const change = { skipped: skip, added: row.change?.added ?? false, swappedFrom: row.change?.swappedFrom ?? null };
  return { ...row, change: change.skipped || change.added || change.swappedFrom ? change : null };
}

const isDay = (day: DayResponse, key: DayKey) =>
  day.phase_id === key.phase && day.week_id === key.week && day.day_id === key.day;

/**
 * The day with one change made: the same object when it does not touch this day, or is in it
 * already (a change drawn twice, from the outbox and from the cached day, is drawn once).
 */
export function withDayChange(day: DayResponse, change: DayChange): DayResponse {
  const onRow = (f: (row: ExerciseRow) => ExerciseRow, id: string) => {
    if (!day.data.some((row) => row.exerciseId === id)) return day;
    const data = day.data.map((row) => (row.exerciseId === id ? f(row) : row));
    return data.every((row, i) => row === day.data[i]) ? day : { ...day, data };
  };
  switch (change.kind) {
    case "skip":
      return onRow((row) => skipped(row, change.skipped), change.exerciseId);
    case "swap":
      return change.shown ? onRow((row) => swapped(row, change.shown as SwappedIn), change.exerciseId) : day;
    case "order": {
      if (!isDay(day, change.day)) return day;
      const at = new Map(change.order.map((id, i) => [id, i]));
      const rank = (row: ExerciseRow) => at.get(row.exerciseId) ?? Number.POSITIVE_INFINITY;
      const data = day.data
        .map((row, i) => ({ row, i }))
        .sort((a, b) => rank(a.row) - rank(b.row) || a.i - b.i)
        .map((a) => a.row);
      return data.every((row, i) => row === day.data[i]) ? day : { ...day, data };
    }
    case "group":
    case "ungroup":
      return day;
    case "add": {
      // The row the phone made, under the id it sent (decision 0121), after the day's last.
      if (!isDay(day, change.day) || day.data.some((row) => row.exerciseId === change.rowId)) return day;
      const order = Math.max(0, ...day.data.map((row) => row.exercise_day_order)) + 1;
      return { ...day, data: [...day.data, { ...change.shown, exerciseId: change.rowId, exercise_day_order: order }] };
    }
  }
}
