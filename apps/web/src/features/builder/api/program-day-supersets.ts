import { apiPath } from "@ironpath/domain/api-path";
import { programDaySupersetsPath, saveProgramDaySupersetsPath } from "@ironpath/domain/programs/program-paths";
import type { ProgramDaySlot } from "@ironpath/domain/programs/program-row.schema";
import { programDaySupersetsSchema } from "@ironpath/domain/training/supersets-api.schema";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { builderKeys, refreshWrittenProgram } from "./builder-keys";

// The builder's supersets (decision 0055): groups of a day's rows, by their positions from 0,
// stored on the program's rows. Read and written beside the product's day call, never in it.

type Groups = { groups: number[][] };

/** Off (no call) without a stored program or a whole day. */
export function programDaySupersetsQuery(program: string | null, slot: ProgramDaySlot) {
  return queryOptions({
    queryKey: builderKeys.supersets(program, slot),
    // Checked: an answer of another shape shows the day ungrouped rather than breaking the form.
    queryFn: async ({ signal }) =>
      programDaySupersetsSchema.parse(
        (
          await apiFetch<unknown>(apiPath(programDaySupersetsPath, { program: program ?? "", ...slot }), {
            signal,
          })
        ).data,
      ).groups,
    enabled: program !== null,
    staleTime: 0,
    gcTime: 0,
  });
}

export function useProgramDaySupersets(program: string | null, slot: ProgramDaySlot) {
  return useQuery(programDaySupersetsQuery(program, slot));
}

/** Writes the day's groups (after its rows: a saved day's rows come back ungrouped until then). */
export function useSaveProgramDaySupersets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { programName: string; groups: number[][] } & ProgramDaySlot) =>
      (await apiFetch<Groups>(saveProgramDaySupersetsPath, { method: "POST", body })).data.groups,
    onSuccess: () => refreshWrittenProgram(queryClient),
  });
}
