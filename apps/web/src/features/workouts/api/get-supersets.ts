import { apiPath } from "@ironpath/domain/api-path";
import { supersetsPath } from "@ironpath/domain/training/workout-log-paths";
import type { DaySupersets } from "@ironpath/domain/training/supersets-api.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import type { DayKey } from "./get-day-exercises";
import { workoutsKeys } from "./workouts-keys";

/** The day's supersets (decision 0055): the program's, and the lifter's for this date. */
export async function getSupersets(program: string, key: DayKey, date: string, signal?: AbortSignal) {
  const { data } = await apiFetch<unknown>(apiPath(supersetsPath, { program, ...key, date }), { signal });
  // Checked: an answer of another shape (an older server) shows the day ungrouped, never breaks it.
  // By hand, not with the schema: the log loads no zod (decision 0074).
  if (!isDaySupersets(data)) throw new Error("The day's supersets came in a shape this app does not read.");
  return data;
}

const groupsOfIds = (value: unknown) =>
  Array.isArray(value) && value.every((group) => Array.isArray(group) && group.every((id) => typeof id === "string"));

/** The shape of `daySupersetsSchema`: `{program, day}`, each a list of groups of exercise ids. */
function isDaySupersets(data: unknown): data is DaySupersets {
  if (typeof data !== "object" || data === null) return false;
  const { program, day } = data as Record<string, unknown>;
  return groupsOfIds(program) && groupsOfIds(day);
}

export function supersetsQuery(program: string, key: DayKey, date: string) {
  return queryOptions({
    queryKey: workoutsKeys.supersets(program, key, date),
    queryFn: ({ signal }) => getSupersets(program, key, date, signal),
    // Without them the day shows ungrouped: a failed read costs the grouping, not the log.
    retry: 1,
  });
}

export function useSupersets(program: string, key: DayKey, date: string) {
  return useQuery(supersetsQuery(program, key, date));
}
