import type { DayList } from "@ironpath/domain/training/workout-api.schema";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { programPath } from "./program-path";

export async function getDays(program: string, phase: number, week: number, signal?: AbortSignal): Promise<number[]> {
  const { data } = await apiFetch<DayList>(`/api/query/exercises/${programPath(program)}/${phase}/${week}/day`, {
    signal,
  });
  return data.day.map((d) => d.day);
}

export function useDays(program: string, phase: number | null, week: number | null) {
  return useQuery({
    queryKey: ["workouts", program, "days", phase, week],
    queryFn: ({ signal }) => getDays(program, phase ?? 0, week ?? 0, signal),
    enabled: phase !== null && week !== null,
    staleTime: 10 * 60_000,
  });
}
