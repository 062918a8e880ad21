import { apiPath } from "@ironpath/domain/api-path";
import { gainTargetPath } from "@ironpath/domain/coach/coach-paths";
import type { numberAnswerSchema } from "@ironpath/domain/coach/api.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "../../../lib/api";
import { coachKeys } from "./coach-keys";

export type AdjustedCalories = z.output<typeof numberAnswerSchema>["data"];

/** Today's calorie target during a bulk (kcal). */
export async function getAdjustedCalories(date: string, signal?: AbortSignal): Promise<AdjustedCalories> {
  const { data } = await apiFetch<z.output<typeof numberAnswerSchema>>(apiPath(gainTargetPath, { date }), {
    signal,
  });
  return data.data;
}

export function adjustedCaloriesQuery(date: string) {
  return queryOptions({
    queryKey: coachKeys.gainTarget(date),
    queryFn: ({ signal }) => getAdjustedCalories(date, signal),
  });
}

export function useAdjustedCalories(date: string) {
  return useQuery(adjustedCaloriesQuery(date));
}
