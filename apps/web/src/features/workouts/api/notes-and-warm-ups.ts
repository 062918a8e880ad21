import { apiPath } from "@ironpath/domain/api-path";
import { exerciseNotePath, removeWarmUpSetPath, warmUpSetPath } from "@ironpath/domain/training/workout-log-paths";
import type { ExerciseNote, RemovedWarmUp, WarmUpEntry } from "@ironpath/domain/training/notes-warm-ups-api.schema";
import { NOTE_OF_EXERCISE } from "@ironpath/domain/training/day-notes";
import type { DayResponse, ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { useMutation } from "@tanstack/react-query";
import { queryClient } from "../../../lib/query-client";
import { OUTBOX_SENDS, sendSave } from "../../../lib/offline/outbox";

// Notes and warm-ups of the day (decision 0066): saved through the outbox with an Idempotency-Key
// like every logging write, so they keep on the phone with no signal and are sent when it returns.
// Kept on the phone, they show in the log's cached days as saved (as keep-in-log.ts does for sets).

type Named = { exercise_name: string };

/** Changes one row of every cached day of the program. */
function keepRow(program: string, exerciseId: string, change: (row: ExerciseRow) => ExerciseRow): void {
  queryClient.setQueriesData<DayResponse | null>(
    { predicate: (query) => query.queryKey[0] === "workouts" && query.queryKey.includes(program) },
    (day) =>
      day && Array.isArray(day.data) && "phase_id" in day
        ? { ...day, data: day.data.map((row) => (row.exerciseId === exerciseId ? change(row) : row)) }
        : day,
  );
}

const EMPTY_NOTES = { exercise: null, sets: [] };

export async function saveNote(program: string, note: ExerciseNote & Named): Promise<void> {
  const { exercise_name, ...body } = note;
  const what = body.set === NOTE_OF_EXERCISE ? "note" : `set ${body.set} note`;
  const result = await sendSave({
    method: "POST",
    path: apiPath(exerciseNotePath, { program }),
    body,
    label: `${exercise_name} ${what}`,
    row: body.exerciseId,
  });
  if (!result.kept) return;
  keepRow(program, body.exerciseId, (row) => {
    const notes = row.day_notes ?? EMPTY_NOTES;
    const text = body.note.trim();
    if (body.set === NOTE_OF_EXERCISE) return { ...row, day_notes: { ...notes, exercise: text || null } };
    const others = notes.sets.filter((s) => s.set !== body.set);
    const sets = text ? [...others, { set: body.set, note: text }].sort((a, b) => a.set - b.set) : others;
    return { ...row, day_notes: { ...notes, sets } };
  });
}

export async function saveWarmUp(program: string, entry: WarmUpEntry & Named): Promise<void> {
  const { exercise_name, ...body } = entry;
  const result = await sendSave({
    method: "POST",
    path: apiPath(warmUpSetPath, { program }),
    body,
    label: `${exercise_name} warm-up ${body.index + 1}: ${body.reps} × ${body.weight}`,
    row: body.exerciseId,
  });
  if (!result.kept) return;
  keepRow(program, body.exerciseId, (row) => {
    const others = (row.warm_ups_logged ?? []).filter((s) => s.set !== body.index + 1);
    const set = { set: body.index + 1, reps: body.reps, weight: body.weight };
    return { ...row, warm_ups_logged: [...others, set].sort((a, b) => a.set - b.set) };
  });
}

export async function removeWarmUp(program: string, set: RemovedWarmUp & Named): Promise<void> {
  const { exercise_name, ...body } = set;
  const result = await sendSave({
    method: "POST",
    path: apiPath(removeWarmUpSetPath, { program }),
    body,
    label: `${exercise_name} warm-up ${body.index + 1} taken back`,
    row: body.exerciseId,
  });
  if (!result.kept) return;
  keepRow(program, body.exerciseId, (row) => ({
    ...row,
    warm_ups_logged: (row.warm_ups_logged ?? []).filter((s) => s.set !== body.index + 1),
  }));
}

export const useSaveNote = (program: string) =>
  useMutation({ networkMode: OUTBOX_SENDS, mutationFn: (note: ExerciseNote & Named) => saveNote(program, note) });
export const useSaveWarmUp = (program: string) =>
  useMutation({ networkMode: OUTBOX_SENDS, mutationFn: (entry: WarmUpEntry & Named) => saveWarmUp(program, entry) });
export const useRemoveWarmUp = (program: string) =>
  useMutation({ networkMode: OUTBOX_SENDS, mutationFn: (set: RemovedWarmUp & Named) => removeWarmUp(program, set) });
