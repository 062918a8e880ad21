import { importEverythingPath } from "@ironpath/domain/transfer/transfer-paths";
import type { ImportEverythingBody, ImportEverythingReport } from "@ironpath/domain/transfer/import-everything.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";

/** Sends an Ironpath export (decision 0047); answers what was restored and what was here already. */
export async function importEverything(body: ImportEverythingBody): Promise<ImportEverythingReport> {
  const { data } = await apiFetch<ImportEverythingReport>(importEverythingPath, { method: "POST", body });
  return data;
}

export function useImportEverything() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importEverything,
    // Programs, exercises, history, profile, coach: an import can change any list the app shows.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
