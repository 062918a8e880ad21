import { apiPath } from "@ironpath/domain/api-path";
import { saveSetPath } from "@ironpath/domain/training/workout-log-paths";
import type { SetEntry } from "@ironpath/domain/training/logged-set.schema";
import { useMutation } from "@tanstack/react-query";
import { OUTBOX_SENDS, sendSave } from "../../../lib/offline/outbox";
import { keepInLog } from "./keep-in-log";

/**
 * One set of the advanced entry (index counts sets from 0), as the domain's schema reads it. With
 * no signal it is kept on this phone (the outbox) and shown as saved; it is sent when the signal returns.
 * Only its synchronous copy is made in the tap's task: the tick is painted saved before IndexedDB,
 * the request and what the answer changes on screen (decision 0078).
 */
export async function saveSet(program: string, entry: SetEntry): Promise<void> {
  const result = await sendSave(
    {
      method: "POST",
      path: apiPath(saveSetPath, { program }),
      body: entry,
      label: `${entry.exercise_name} set ${entry.index + 1}: ${entry.seconds === undefined ? `${entry.reps} × ${entry.weight}` : `${entry.seconds} s`}`,
      row: entry.exerciseId,
    },
    { whenPainted: true },
  );
  if (result.kept) {
    const { exerciseId, exercise_name, reps, rpe, weight, index, seconds = null } = entry;
    keepInLog(program, {
      exerciseId,
      exercise_name,
      set: index + 1,
      actualReps: reps,
      actualRpe: rpe,
      weight,
      seconds,
    });
  }
}

/** Saves every set given, one call per set. */
export function useSaveSets(program: string) {
  return useMutation({
    // Run in the tap's own task whatever the network: the outbox leaves its synchronous copy before
    // the tick paints saved (decision 0073), and decides itself when to send.
    networkMode: OUTBOX_SENDS,
    mutationFn: async (sets: SetEntry[]) => {
      for (const set of sets) await saveSet(program, set);
    },
  });
}
