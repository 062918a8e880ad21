import { apiPath } from "@ironpath/domain/api-path";
import { programDayPath } from "@ironpath/domain/programs/program-paths";
import type { builderDaySchema } from "@ironpath/domain/programs/builder-api.schema";
import type { ProgramDaySlot } from "@ironpath/domain/programs/program-row.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "../../../lib/api";
import { builderKeys } from "./builder-keys";

export type WrittenExercise = z.infer<typeof builderDaySchema>["exercises"][number];

/** The rows a program's day holds ([] for a day, or a program, with nothing yet). */
export async function getProgramDay(
  program: string,
  { phase, week, day }: ProgramDaySlot,
  signal?: AbortSignal,
): Promise<WrittenExercise[]> {
  const { data } = await apiFetch<z.infer<typeof builderDaySchema>>(
    apiPath(programDayPath, { program, phase, week, day }),
    { signal },
  );
  return data.exercises;
}

/** Off (no call) without a program that exists yet or without a whole day chosen. */
export function programDayQuery(program: string | null, slot: ProgramDaySlot | null) {
  return queryOptions({
    queryKey: builderKeys.day(program ?? "", slot?.phase ?? 0, slot?.week ?? 0, slot?.day ?? 0),
    queryFn: ({ signal }) => getProgramDay(program ?? "", slot ?? { phase: 0, week: 0, day: 0 }, signal),
    enabled: program !== null && slot !== null,
    // The rows are loaded into the form once per choice of day: always the stored ones, never a copy
    // kept from an earlier visit (a copy or a save may have changed the day since).
    staleTime: 0,
    gcTime: 0,
  });
}

export function useProgramDay(program: string | null, slot: ProgramDaySlot | null) {
  return useQuery(programDayQuery(program, slot));
}
