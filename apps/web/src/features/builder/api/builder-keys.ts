import type { ProgramDaySlot } from "@ironpath/domain/programs/program-row.schema";
import type { QueryClient } from "@tanstack/react-query";
import { QUERY_ROOTS } from "../../../lib/query-keys";

// The builder's cached answers (decision 0075). What a write changes is shown in three places:
// here (the program names, the days, the week's volume), the Programs screen and the workout log of
// a user-created program; those two are reached by their roots, so no feature imports another.
const all = QUERY_ROOTS.builder;

export const builderKeys = {
  all,
  programs: () => [...all, "programs"] as const,
  exercises: () => [...all, "exercises"] as const,
  muscles: () => [...all, "muscles"] as const,
  day: (program: string, phase: number, week: number, day: number) =>
    [...all, "day", program, phase, week, day] as const,
  volumes: () => [...all, "volume"] as const,
  volume: (program: string, phase: number, week: number) => [...all, "volume", program, phase, week] as const,
  supersets: (program: string | null, slot: ProgramDaySlot) =>
    [...all, "supersets", program, slot.phase, slot.week, slot.day] as const,
};

/** After a program was written: everything that reads its days asks again. */
export function refreshWrittenProgram(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: builderKeys.programs() }),
    queryClient.invalidateQueries({ queryKey: builderKeys.volumes() }),
    queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.programs }),
    queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.workouts }),
  ]);
}
