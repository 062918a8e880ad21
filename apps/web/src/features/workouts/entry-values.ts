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

/** The order of the fields wherever they are typed: the card and each set of Advanced Entry. */
/** The card's order (spec: "Inputs for reps, RPE and weight per exercise"). */
export const ENTRY_FIELDS: readonly EntryField[] = ["reps", "rpe", "weight"];
/** The Advanced Entry's order (spec: "one block per set with RPE, reps and weight"). */
export const SET_FIELDS: readonly EntryField[] = ["rpe", "reps", "weight"];
export const ENTRY_LABELS: Record<EntryField, string> = { reps: "Reps", rpe: "RPE", weight: "Weight (lbs)" };
const NAMES: Record<EntryField, string> = { reps: "Reps", rpe: "RPE", weight: "Weight" };

const EMPTY_ENTRY: EntryValues = { reps: "", rpe: "", weight: "" };

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

function isFilled(value: number | string): boolean {
  return asNumber(value) !== null;
}

/** Why a filled value is refused, in words, or null when it is fine (or empty). */
export function fieldProblem(field: EntryField, value: number | string): string | null {
  const n = asNumber(value);
  if (n === null) return null;
  const { min, max, decimals } = ENTRY_LIMITS[field];
  if (n < min || n > max) return `${NAMES[field]} must be between ${min} and ${max}`;
  if (decimals === 0 && !Number.isInteger(n)) return `${NAMES[field]} must be a whole number`;
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

/** What a row starts with before anything is typed: empty, the weight prefilled with the suggestion. */
export function freshValues(row: Pick<ExerciseRow, "weight">): EntryValues {
  return { ...EMPTY_ENTRY, weight: row.weight ?? "" };
}

/** The values a row starts with: what the user already logged for it, else the fresh values. */
export function initialValues(row: ExerciseRow): EntryValues {
  if (!row.logged) return freshValues(row);
  return { reps: row.logged.actualReps, rpe: row.logged.actualRpe ?? "", weight: row.logged.weight };
}

/**
 * Whether the lifter has started this entry: reps or RPE typed, or a weight other than the one
 * prefilled. An entry only holding the prefilled weight is untouched and is never sent.
 */
export function isStarted(values: EntryValues, prefilled: EntryValues): boolean {
  return isFilled(values.reps) || isFilled(values.rpe) || asNumber(values.weight) !== asNumber(prefilled.weight);
}

/**
 * Why an entry the lifter started cannot be sent, in words (the first field error, else the missing
 * fields), or null when it can be.
 */
export function entryProblem(values: EntryValues): string | null {
  for (const field of ENTRY_FIELDS) {
    const problem = fieldProblem(field, values[field]);
    if (problem) return problem;
  }
  const missing = ENTRY_FIELDS.filter((field) => !isFilled(values[field])).map((field) => NAMES[field]);
  if (missing.length === 0) return null;
  return `Fill in ${missing.join(" and ").replace(/ and (?=.* and )/, ", ")}, or clear the set`;
}
