import type { z } from "zod";
import type { workoutExercisesSchema } from "@ironpath/domain/training/empty-workout-api.schema";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";

export type PickableExercise = z.infer<typeof workoutExercisesSchema>["exercises"][number];

/** The catalogue's exercises and the lifter's own, with their muscles: what the picker offers. */
export async function getWorkoutExercises(signal?: AbortSignal): Promise<PickableExercise[]> {
  const { data } = await apiFetch<z.infer<typeof workoutExercisesSchema>>("/api/workouts/exercises", { signal });
  return data.exercises;
}

export function useWorkoutExercises() {
  return useQuery({ queryKey: ["empty-workout", "exercises"], queryFn: ({ signal }) => getWorkoutExercises(signal) });
}
