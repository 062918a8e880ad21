import { importWorkoutsPath } from "@ironpath/domain/transfer/transfer-paths";
import type { ImportReport, ImportWorkoutsBody } from "@ironpath/domain/transfer/import-api.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";

/** Sends a Strong or Hevy export; answers what was written and what was skipped. */
export async function importWorkouts(body: ImportWorkoutsBody): Promise<ImportReport> {
  const { data } = await apiFetch<ImportReport>(importWorkoutsPath, { method: "POST", body });
  return data;
}

export function useImportWorkouts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importWorkouts,
    // Programs, exercises, previous weights, history: an import can change any list the app shows.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
