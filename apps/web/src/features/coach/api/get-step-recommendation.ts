import { apiPath } from "@ironpath/domain/api-path";
import { stepsPath } from "@ironpath/domain/coach/coach-paths";
import type { stepsSchema } from "@ironpath/domain/coach/api.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "../../../lib/api";
import { coachKeys } from "./coach-keys";

export type StepRecommendation = z.output<typeof stepsSchema>;

/** Steps a day: the lifter's baseline plus the steps added to the plan; the IANA zone is URL-encoded. */
export async function getStepRecommendation(timeZone: string, signal?: AbortSignal): Promise<StepRecommendation> {
  const { data } = await apiFetch<z.output<typeof stepsSchema>>(apiPath(stepsPath, { timezone: timeZone }), {
    signal,
  });
  return data;
}

export function stepRecommendationQuery(timeZone: string) {
  return queryOptions({
    queryKey: coachKeys.steps(timeZone),
    queryFn: ({ signal }) => getStepRecommendation(timeZone, signal),
  });
}

export function useStepRecommendation(timeZone: string) {
  return useQuery(stepRecommendationQuery(timeZone));
}
