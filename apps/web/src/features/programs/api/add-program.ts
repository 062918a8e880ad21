import { addProgramPath } from "@ironpath/domain/programs/program-paths";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { programsKeys } from "./programs-keys";

/** Adds a ready-made program to the user's programs; adding it twice is harmless. */
export async function addProgram(selectedRoutine: string): Promise<void> {
  try {
    // userId is always empty: the server adds to the signed-in user's list.
    await apiFetch<{ ok: true }>(addProgramPath, {
      method: "POST",
      body: { userId: "", selectedRoutine },
    });
  } catch (error) {
    console.log("Error adding program", error);
    throw error;
  }
}

export function useAddProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addProgram,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: programsKeys.userPrograms() }),
  });
}
