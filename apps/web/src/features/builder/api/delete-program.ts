import { deleteProgramPath } from "@ironpath/domain/programs/program-paths";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { refreshWrittenProgram } from "./builder-keys";

/** Removes a program from the lifter's lists; what they logged stays in Prev. Weights. */
export async function deleteProgram(programName: string): Promise<void> {
  await apiFetch<{ ok: true }>(deleteProgramPath, { method: "POST", body: { programName } });
}

export function useDeleteProgram() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteProgram, onSuccess: () => refreshWrittenProgram(queryClient) });
}
