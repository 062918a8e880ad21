import type { choicesResponseSchema } from "@ironpath/domain/coach/api.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "../../../lib/api";
import { coachKeys } from "./coach-keys";

export type Goal = "weight_loss" | "weight_gain";
export type GoalChoice = z.output<typeof choicesResponseSchema>["data"][number];

/** Loss choices in lb a week, gain choices in lb a month, each marked when the evidence favours it. */
export async function getGoalChoices(goal: Goal, signal?: AbortSignal): Promise<GoalChoice[]> {
  const { data } = await apiFetch<z.output<typeof choicesResponseSchema>>(
    `/api/query/weightloss_or_gain_per_week/${goal}`,
    { signal },
  );
  return data.data;
}

export function goalChoicesQuery(goal: Goal) {
  return queryOptions({ queryKey: coachKeys.choices(goal), queryFn: ({ signal }) => getGoalChoices(goal, signal) });
}

export function useGoalChoices(goal: Goal) {
  return useQuery(goalChoicesQuery(goal));
}
