import { workoutExercisesPath } from "@ironpath/domain/training/empty-workout-paths";
import type { z } from "zod";
import type { workoutExercisesSchema } from "@ironpath/domain/training/empty-workout-api.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { emptyWorkoutKeys } from "./empty-workout-keys";

export type PickableExercise = z.infer<typeof workoutExercisesSchema>["exercises"][number];

/** The catalogue's exercises and the lifter's own, with their muscles: what the picker offers. */
export async function getWorkoutExercises(signal?: AbortSignal): Promise<PickableExercise[]> {
  const { data } = await apiFetch<z.infer<typeof workoutExercisesSchema>>(workoutExercisesPath, { signal });
  return data.exercises;
}

export function workoutExercisesQuery() {
  return queryOptions({ queryKey: emptyWorkoutKeys.exercises(), queryFn: ({ signal }) => getWorkoutExercises(signal) });
}

export function useWorkoutExercises() {
  return useQuery(workoutExercisesQuery());
}
