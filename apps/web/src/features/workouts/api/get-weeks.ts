import type { WeekList } from "@ironpath/domain/training/workout-api.schema";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { type ProgramKind, programDaysPath } from "./program-path";

export async function getWeeks(
  kind: ProgramKind,
  program: string,
  phase: number,
  signal?: AbortSignal,
): Promise<number[]> {
  const { data } = await apiFetch<WeekList>(`${programDaysPath(kind, program)}/${phase}/week`, { signal });
  return data.week.map((w) => w.week_id);
}

export function useWeeks(kind: ProgramKind, program: string, phase: number | null) {
  return useQuery({
    queryKey: ["workouts", kind, program, "weeks", phase],
    queryFn: ({ signal }) => getWeeks(kind, program, phase ?? 0, signal),
    enabled: phase !== null,
    staleTime: 10 * 60_000,
  });
}
