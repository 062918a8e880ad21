import { apiPath } from "@ironpath/domain/api-path";
import { goalChoicesPath } from "@ironpath/domain/coach/coach-paths";
import type { Goal, choicesResponseSchema } from "@ironpath/domain/coach/api.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { roundTo } from "@ironpath/domain/units/weight-unit";
import { apiFetch } from "../../../lib/api";
import { coachKeys } from "./coach-keys";
import { currentUnit, type WeightUnit } from "../../../lib/weight-unit";

export type { Goal };
export type GoalChoice = z.output<typeof choicesResponseSchema>["data"][number];

/**
 * Loss choices a week, gain choices a month, each marked when the evidence favours it: the
 * product's pound steps, or kg steps for a kg lifter (`?unit=kg`, decision 0071).
 */
export async function getGoalChoices(goal: Goal, unit: WeightUnit, signal?: AbortSignal): Promise<GoalChoice[]> {
  const { data } = await apiFetch<z.output<typeof choicesResponseSchema>>(
    `${apiPath(goalChoicesPath, { goal })}${unit === "kg" ? "?unit=kg" : ""}`,
    { signal },
  );
  return data.data;
}

/** The choices in the lifter's unit: their values are that unit's (kg a week, or lb). */
export function goalChoicesQuery(goal: Goal, unit: WeightUnit = currentUnit()) {
  return queryOptions({
    queryKey: coachKeys.choices(goal, unit),
    queryFn: ({ signal }) => getGoalChoices(goal, unit, signal),
  });
}

export function useGoalChoices(goal: Goal) {
  return useQuery(goalChoicesQuery(goal));
}

/** What a goal call adds to say its rate is kg (nothing for pounds: the product's body). */
export function rateUnitField(): { unit?: "kg" } {
  return currentUnit() === "kg" ? { unit: "kg" } : {};
}

/** A rate in the lifter's unit with two fixed decimals: 0.125 → "0.13". */
export function rateText(value: number): string {
  return roundTo(value, 2).toFixed(2);
}
