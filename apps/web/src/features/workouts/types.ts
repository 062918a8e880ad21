// The wire shapes of the workout log (apps/server/src/routes/workouts.ts).

export interface LoggedValues {
  actualReps: number;
  actualRpe: number | null;
  weight: number;
}

export interface ExerciseRow {
  exerciseId: string;
  exercise_name: string;
  exercise_day_order: number;
  warm_up_sets: number;
  sets: number;
  /** "5", "8-10" or "AMRAP". */
  reps: string;
  rpe: string | null;
  percent1RM: string | null;
  min_rest: number;
  max_rest: number;
  notes: string | null;
  /** The suggested load in lbs, or null. */
  weight: number | null;
  /** What the user already logged for this row. */
  logged: LoggedValues | null;
}

export interface WorkoutDay {
  data: ExerciseRow[];
  phase_id: number;
  week_id: number;
  day_id: number;
}

export interface DayKey {
  phase: number;
  week: number;
  day: number;
}

export const programPath = (program: string) => encodeURIComponent(program);
