import { addProgramDayPath } from "@ironpath/domain/programs/program-paths";
import type { AddProgramDayBody } from "@ironpath/domain/programs/builder-api.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { refreshWrittenProgram } from "./builder-keys";

/** Writes a whole day (its rows replace what it held); a new program name creates the program. */
export async function addProgramDay(body: AddProgramDayBody): Promise<void> {
  try {
    await apiFetch<{ ok: true }>(addProgramDayPath, { method: "POST", body });
  } catch (error) {
    // docs/product.md only logs a refused day; the form also shows why (see the save bar).
    console.log("Error adding program day", error);
    throw error;
  }
}

export function useAddProgramDay() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addProgramDay, onSuccess: () => refreshWrittenProgram(queryClient) });
}
