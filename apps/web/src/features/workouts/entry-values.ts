import type { ExerciseRow } from "./types";

// What the lifter types for an exercise (or a set), as the number inputs hold it: a number, or ""
// while empty. The ranges are the server's (packages/domain training/logged-set.schema).

export type EntryField = "reps" | "rpe" | "weight";
export type EntryValues = Record<EntryField, number | string>;
export interface EntryNumbers {
  reps: number;
  rpe: number;
  weight: number;
}

export const EMPTY_ENTRY: EntryValues = { reps: "", rpe: "", weight: "" };

export const ENTRY_LIMITS: Record<EntryField, { min: number; max: number; decimals: number }> = {
  reps: { min: 0, max: 100, decimals: 0 },
  rpe: { min: 1, max: 10, decimals: 1 },
  weight: { min: 0, max: 2000, decimals: 2 },
};

function asNumber(value: number | string): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (value.trim() === "") return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

export function isFilled(value: number | string): boolean {
  return asNumber(value) !== null;
}

/** Why a filled value is refused, in words, or null when it is fine (or empty). */
export function fieldProblem(field: EntryField, value: number | string): string | null {
  const n = asNumber(value);
  if (n === null) return null;
  const { min, max, decimals } = ENTRY_LIMITS[field];
  if (n < min || n > max) return `${min}-${max}`;
  if (decimals === 0 && !Number.isInteger(n)) return "Whole number";
  return null;
}

/** The three numbers when all are filled and valid; otherwise null (and nothing is sent). */
export function toNumbers(values: EntryValues): EntryNumbers | null {
  const reps = asNumber(values.reps);
  const rpe = asNumber(values.rpe);
  const weight = asNumber(values.weight);
  if (reps === null || rpe === null || weight === null) return null;
  if (fieldProblem("reps", reps) || fieldProblem("rpe", rpe) || fieldProblem("weight", weight)) return null;
  return { reps, rpe, weight };
}

/** The values a row starts with: what the user already logged for it, else empty. */
export function initialValues(row: ExerciseRow): EntryValues {
  if (!row.logged) return EMPTY_ENTRY;
  return { reps: row.logged.actualReps, rpe: row.logged.actualRpe ?? "", weight: row.logged.weight };
}
