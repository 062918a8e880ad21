import type { WeekList } from "@ironpath/domain/training/workout-api.schema";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { programPath } from "./program-path";

export async function getWeeks(program: string, phase: number, signal?: AbortSignal): Promise<number[]> {
  const { data } = await apiFetch<WeekList>(`/api/query/exercises/${programPath(program)}/${phase}/week`, { signal });
  return data.week.map((w) => w.week_id);
}

export function useWeeks(program: string, phase: number | null) {
  return useQuery({
    queryKey: ["workouts", program, "weeks", phase],
    queryFn: ({ signal }) => getWeeks(program, phase ?? 0, signal),
    enabled: phase !== null,
    staleTime: 10 * 60_000,
  });
}
