// The wire shapes of the workout log come from the schemas the server validates its answers with.
import type { DayResponse, ExerciseRow as WireExerciseRow } from "@ironpath/domain/training/workout-api.schema";

export type ExerciseRow = WireExerciseRow;
export type LoggedValues = NonNullable<ExerciseRow["logged"]>;
export type WorkoutDay = DayResponse;

export interface DayKey {
  phase: number;
  week: number;
  day: number;
}

export const programPath = (program: string) => encodeURIComponent(program);
