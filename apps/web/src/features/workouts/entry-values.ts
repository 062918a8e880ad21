import { checkNumber } from "@ironpath/domain/number-check";
import { ENTRY_LIMITS } from "@ironpath/domain/training/entry-limits";
import type { ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { ENTRY_NAMES, readEntryText } from "../../lib/entry-number";
import { type WeightUnit, currentUnit, rowUnit, sentWeight, shownWeight } from "../../lib/weight-unit";

// What the lifter types for an exercise (or a set), as the number inputs hold it: a number, or ""
// while empty. The limits and the words for a refused value are the domain's, the very check the
// server's schemas make (number-check.ts, without zod: decision 0074).

/** The quick row's and a set line's fields; a timed hold's seconds are typed apart (timed-sets.tsx). */
export type EntryField = Exclude<keyof typeof ENTRY_LIMITS, "seconds">;
export type EntryValues = Record<EntryField, number | string>;
export type EntryNumbers = Record<EntryField, number>;

/** The order of the fields wherever they are typed: the card's quick row and each set of Adv. Entry. */
export const ENTRY_FIELDS: readonly EntryField[] = ["reps", "rpe", "weight"];

const EMPTY_ENTRY: EntryValues = { reps: "", rpe: "", weight: "" };

/** A value as typed: null while empty, its number, or a text that is none ("1e9x"), which is still typed. */
function asNumber(value: number | string): number | string | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (value.trim() === "" || value.trim() === ".") return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : value;
}

function isFilled(value: number | string): boolean {
  return asNumber(value) !== null;
}

/** A typed value as the domain reads it: null while empty, else the number or why it is refused. */
function read(field: EntryField, value: number | string): { number: number } | { problem: string } | null {
  // How it is written first, by the app's one rule ("5.5" is no number of reps, decision 0030);
  // then the number, not the text: "6." half-way through typing 6.5 is not an error.
  const reading = typeof value === "string" ? readEntryText(field, value) : { number: value };
  if ("empty" in reading) return null;
  if ("problem" in reading) return reading;
  const { min, max, decimals } = ENTRY_LIMITS[field];
  const checked = checkNumber(reading.number, min, max, decimals);
  if ("value" in checked) return { number: checked.value };
  return { problem: `${ENTRY_NAMES[field]} ${checked.problem}` };
}

/** Why a filled value is refused, in words (e.g. "RPE must be at most 10"), or null when it is fine or empty. */
export function fieldProblem(field: EntryField, value: number | string): string | null {
  const reading = read(field, value);
  return reading && "problem" in reading ? reading.problem : null;
}

/** The three numbers when all are filled and valid, the weight typed in `unit`; otherwise null (and nothing is sent). */
export function toNumbers(values: EntryValues, unit: WeightUnit = currentUnit()): EntryNumbers | null {
  const numbers: Partial<EntryNumbers> = {};
  for (const field of ENTRY_FIELDS) {
    const reading = read(field, values[field]);
    if (!reading || "problem" in reading) return null;
    // Typed in the lifter's unit, sent in pounds (decision 0063).
    numbers[field] = field === "weight" ? sentWeight(reading.number, unit) : reading.number;
  }
  return numbers as EntryNumbers;
}

/** A set's numbers: RPE may be null where the row prescribes none. */
export type SetNumbers = Omit<EntryNumbers, "rpe"> & { rpe: number | null };

/** Whether a set of this row may leave RPE empty: the row prescribes none (docs/product.md section 2: RPE only where the row has one). */
function rpeOptional(row: Pick<ExerciseRow, "rpe"> | undefined): boolean {
  return row !== undefined && !row.rpe;
}

/** A set's numbers when it can be sent (RPE left empty only where `row` prescribes none), else null. */
export function toSetNumbers(values: EntryValues, row: Pick<ExerciseRow, "rpe" | "unit">): SetNumbers | null {
  const unit = rowUnit(row);
  if (!rpeOptional(row) || isFilled(values.rpe)) return toNumbers(values, unit);
  // Any valid RPE stands in while the other two are read.
  const numbers = toNumbers({ ...values, rpe: ENTRY_LIMITS.rpe.min }, unit);
  return numbers && { ...numbers, rpe: null };
}

/**
 * What an entry starts with before anything is typed: empty. Today's suggestion is shown beside and
 * under the fields (as placeholders), never put in them: a value the lifter did not type or confirm
 * is never saved as theirs (decision 0046).
 */
export function freshValues(): EntryValues {
  return { ...EMPTY_ENTRY };
}

/** The placeholders of an entry: the suggestion's numbers, as text; none where there is none. */
export function placeholdersOf(suggested: EntryValues): Partial<Record<EntryField, string>> {
  return Object.fromEntries(ENTRY_FIELDS.filter((f) => suggested[f] !== "").map((f) => [f, String(suggested[f])]));
}

/**
 * A set as the lifter confirms it with one tap on its tick: the reps and weight left empty take the
 * suggestion shown in them; RPE is how the set felt, so it is never taken from the plan.
 */
export function acceptingSuggestion(values: EntryValues, suggested: EntryValues): EntryValues {
  const take = (field: "reps" | "weight") => (isFilled(values[field]) ? values[field] : suggested[field]);
  return { ...values, reps: take("reps"), weight: take("weight") };
}

/** The values of a saved entry, as the inputs hold them (the weight in `unit`). */
export function valuesOf(
  entry: { reps: number; rpe: number | null; weight: number },
  unit: WeightUnit = currentUnit(),
): EntryValues {
  return { reps: entry.reps, rpe: entry.rpe ?? "", weight: shownWeight(entry.weight, unit) };
}

/**
 * The values a row's quick entry starts with: the whole exercise as the user already logged it,
 * else the fresh values (sets of the advanced entry are shown as saved, not copied in here).
 */
export function initialValues(row: Pick<ExerciseRow, "logged_sets" | "unit">): EntryValues {
  const whole = row.logged_sets.find((s) => s.set === null);
  if (!whole) return freshValues();
  return valuesOf({ reps: whole.actualReps, rpe: whole.actualRpe, weight: whole.weight }, rowUnit(row));
}

/**
 * Whether the lifter has changed this entry from what it started with: for a fresh one, anything
 * typed; for a saved one, any number changed. An entry still as it started is never sent.
 */
export function isStarted(values: EntryValues, start: EntryValues): boolean {
  return ENTRY_FIELDS.some((field) => asNumber(values[field]) !== asNumber(start[field]));
}

/** The fields an entry still needs filled in: all three, RPE only where `row` prescribes one. */
export function missingFields(values: EntryValues, row?: Pick<ExerciseRow, "rpe">): EntryField[] {
  return ENTRY_FIELDS.filter((field) => !isFilled(values[field]) && !(field === "rpe" && rpeOptional(row)));
}

/**
 * Why an entry the lifter started cannot be sent, in words (the first field error, else the missing
 * fields), or null when it can be. Given a set's `row`, RPE is missing only if the row prescribes it.
 */
export function entryProblem(values: EntryValues, row?: Pick<ExerciseRow, "rpe">): string | null {
  for (const field of ENTRY_FIELDS) {
    const problem = fieldProblem(field, values[field]);
    if (problem) return problem;
  }
  const missing = missingFields(values, row).map((field) => ENTRY_NAMES[field]);
  if (missing.length === 0) return null;
  return `Fill in ${missing.join(" and ").replace(/ and (?=.* and )/, ", ")}, or clear the set`;
}
