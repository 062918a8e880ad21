import { deleteProgramDayPath } from "@ironpath/domain/programs/program-paths";
import type { ProgramDaySlot } from "@ironpath/domain/programs/program-row.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { builderKeys, refreshWrittenProgram } from "./builder-keys";

/** Removes one day of a program. */
export async function deleteProgramDay(programName: string, slot: ProgramDaySlot): Promise<void> {
  await apiFetch<{ ok: true }>(deleteProgramDayPath, { method: "POST", body: { programName, ...slot } });
}

export function useDeleteProgramDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ programName, slot }: { programName: string; slot: ProgramDaySlot }) =>
      deleteProgramDay(programName, slot),
    onSuccess: (_, { programName, slot }) => {
      // The form reloads the day at once: it must find it empty, not the rows it held.
      queryClient.setQueryData(builderKeys.day(programName, slot.phase, slot.week, slot.day), []);
      return refreshWrittenProgram(queryClient);
    },
  });
}
