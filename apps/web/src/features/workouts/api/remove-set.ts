import { apiPath } from "@ironpath/domain/api-path";
import { removeSetPath } from "@ironpath/domain/training/workout-log-paths";
import type { RemovedSet } from "@ironpath/domain/training/logged-set.schema";
import { useMutation } from "@tanstack/react-query";
import { OUTBOX_SENDS, sendSave } from "../../../lib/offline/outbox";

/** Takes a saved set back from the log; with no signal it waits on this phone like a save. */
export async function removeSet(program: string, set: RemovedSet & { exercise_name: string }): Promise<void> {
  const { exerciseId, index } = set;
  await sendSave({
    method: "POST",
    path: apiPath(removeSetPath, { program }),
    body: { exerciseId, index },
    label: `${set.exercise_name} set ${index + 1} taken back`,
    row: exerciseId,
  });
}

export function useRemoveSet(program: string) {
  return useMutation({
    networkMode: OUTBOX_SENDS,
    mutationFn: (set: RemovedSet & { exercise_name: string }) => removeSet(program, set),
  });
}
