import type { QueryClient } from "@tanstack/react-query";

// The builder's query keys. What a write changes is shown in three places: here (the program
// names, the days, the week's volume), the Programs screen ("programs") and the workout log of a
// user-created program ("workouts"); the keys are named, not imported, so no feature imports another.

export const BUILDER_KEYS = {
  programs: ["builder", "programs"],
  exercises: ["builder", "exercises"],
  muscles: ["builder", "muscles"],
  day: (program: string, phase: number, week: number, day: number) => ["builder", "day", program, phase, week, day],
  volume: (program: string, phase: number, week: number) => ["builder", "volume", program, phase, week],
} as const;

/** After a program was written: everything that reads its days asks again. */
export function refreshWrittenProgram(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: BUILDER_KEYS.programs }),
    queryClient.invalidateQueries({ queryKey: ["builder", "volume"] }),
    queryClient.invalidateQueries({ queryKey: ["programs"] }),
    queryClient.invalidateQueries({ queryKey: ["workouts"] }),
  ]);
}
