import { apiPath } from "@ironpath/domain/api-path";
import {
  addDayExercisePath,
  dayExerciseChoicesPath,
  orderDayExercisesPath,
  skipDayExercisePath,
  swapChoicesPath,
  swapDayExercisePath,
} from "@ironpath/domain/training/workout-log-paths";
import type { ExerciseChoicesResponse } from "@ironpath/domain/training/day-changes-api.schema";
import type { DayKey } from "@ironpath/domain/training/next-day";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { todayLocalIso } from "../../../lib/local-date";
import { workoutsKeys } from "./workouts-keys";

// The calls that change the day while lifting (decision 0049). Each is sent at once, not through
// the offline outbox: the day is read again after it, so the log shows what the server holds.

export type ExerciseChoice = ExerciseChoicesResponse["choices"][number];

export type DayChange =
  | { kind: "swap"; exerciseId: string; to: string | null; alsoProgram: boolean }
  | { kind: "skip"; exerciseId: string; skipped: boolean }
  | { kind: "add"; day: DayKey; exercise: string; alsoProgram: boolean }
  | { kind: "order"; day: DayKey; order: string[] };

function send(program: string, change: DayChange) {
  const date = todayLocalIso();
  const at = (path: `${string}/:program`, body: object) =>
    apiFetch(apiPath(path, { program }), { method: "POST", body: { ...body, date } });
  switch (change.kind) {
    case "swap":
      return at(swapDayExercisePath, { exerciseId: change.exerciseId, to: change.to, alsoProgram: change.alsoProgram });
    case "skip":
      return at(skipDayExercisePath, { exerciseId: change.exerciseId, skipped: change.skipped });
    case "add":
      return at(addDayExercisePath, { ...change.day, exercise: change.exercise, alsoProgram: change.alsoProgram });
    case "order":
      return at(orderDayExercisesPath, { ...change.day, order: change.order });
  }
}

/** Sends a change of the day, then reads the day again. */
export function useDayChange(program: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: DayChange) => send(program, change),
    // Sent now or refused now: with no signal it fails at once, in words, rather than waiting
    // unseen and changing the day later, after the lifter has moved on (decision 0110).
    networkMode: "always",
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workoutsKeys.all }),
  });
}

/** What may be added (every exercise, by name), or, given a row, what a swap of it offers first. */
export function exerciseChoicesQuery(program: string, swapOf: string | null) {
  return queryOptions({
    queryKey: workoutsKeys.exerciseChoices(program, swapOf),
    queryFn: async ({ signal }) => {
      const path = swapOf
        ? apiPath(swapChoicesPath, { program, exerciseId: swapOf })
        : apiPath(dayExerciseChoicesPath, { program });
      return (await apiFetch<ExerciseChoicesResponse>(path, { signal })).data.choices;
    },
    staleTime: 0,
  });
}

export function useExerciseChoices(program: string, swapOf: string | null, enabled: boolean) {
  return useQuery({ ...exerciseChoicesQuery(program, swapOf), enabled });
}
