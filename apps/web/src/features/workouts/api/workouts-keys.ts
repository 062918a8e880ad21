import type { DayKey } from "@ironpath/domain/training/next-day";
import { QUERY_ROOTS } from "../../../lib/query-keys";
import type { ProgramKind } from "@ironpath/domain/training/workout-log-paths";

// The workout log's cached answers (decision 0075). Every one starts with the root, and those of a
// program hold its name: a set kept on this phone refreshes that program's answers (keep-in-log.ts).
const all = QUERY_ROOTS.workouts;

export const workoutsKeys = {
  all,
  nextDay: (program: string) => [...all, program, "next-day"] as const,
  phases: (kind: ProgramKind, program: string) => [...all, kind, program, "phases"] as const,
  weeks: (kind: ProgramKind, program: string, phase: number | null) => [...all, kind, program, "weeks", phase] as const,
  days: (kind: ProgramKind, program: string, phase: number | null, week: number | null) =>
    [...all, kind, program, "days", phase, week] as const,
  day: (kind: ProgramKind, program: string, key: DayKey | null) => [...all, kind, program, "day", key] as const,
  daySummary: (program: string, key: DayKey) => [...all, program, "day-summary", key] as const,
  supersets: (program: string, key: DayKey, date: string) => [...all, program, "supersets", key, date] as const,
  previousWeights: (exerciseName: string, program: string) =>
    [...all, "previous-weights", exerciseName, program] as const,
  /** The quick entry's saves of a program: a mutation key, so several may run at once in order. */
  saveExercise: (program: string) => [...all, program, "save-exercise"] as const,
  /** Under their own root: the log's refreshes leave them, they are asked again each time. */
  exerciseChoices: (program: string, swapOf: string | null) =>
    [...QUERY_ROOTS.dayChanges, program, "choices", swapOf] as const,
};
