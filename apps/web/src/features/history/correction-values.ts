import { type HistorySet, type SetCorrection, setCorrectionSchema } from "@ironpath/domain/training/history-api.schema";
import { ENTRY_NAMES, readEntryText } from "../../lib/entry-number";
import { type WeightUnit, currentUnit, sentWeight, shownWeight } from "../../lib/weight-unit";

// A correction as the number fields hold it (a number, or the text while empty or half-typed),
// checked with the very schema the server checks it with: the limits and words of logging a set.

export type CorrectionField = keyof SetCorrection;
export type CorrectionValues = Record<CorrectionField, number | string>;

export const CORRECTION_FIELDS: readonly CorrectionField[] = ["reps", "rpe", "weight"];

/** The set's unit: its exercise's own (decision 0081), else the lifter's (decision 0063). */
export const unitOfSet = (set: Pick<HistorySet, "unit">): WeightUnit => set.unit ?? currentUnit();

export function valuesOf(set: HistorySet): CorrectionValues {
  return { reps: set.reps, rpe: set.rpe ?? "", weight: shownWeight(set.weight, unitOfSet(set)) };
}

const isEmpty = (value: number | string) => typeof value === "string" && value.trim() === "";

/** The number a half-typed text stands for ("8." on the way to 8.5 is 8, not an error), as the log reads it. */
function asTyped(value: number | string): number | string {
  if (typeof value === "number" || isEmpty(value)) return value;
  const n = Number(value);
  return Number.isFinite(n) ? n : value;
}

/** Why a typed value is refused, in words ("RPE must be at most 10"), or null when fine or empty. */
export function fieldProblem(field: CorrectionField, value: number | string): string | null {
  if (isEmpty(value)) return null;
  // How it is written first, by the app's one rule ("1e9" is no weight, decision 0030).
  const written = typeof value === "string" ? readEntryText(field, value) : null;
  if (written && "problem" in written) return written.problem;
  const result = setCorrectionSchema.shape[field].safeParse(asTyped(value));
  return result.success ? null : `${ENTRY_NAMES[field]} ${result.error.issues[0]?.message ?? "is not valid"}`;
}

/** The correction to send, or why it cannot be sent and the fields that is about. */
export function readCorrection(
  values: CorrectionValues,
  unit: WeightUnit = currentUnit(),
): { correction: SetCorrection } | { problem: string; about: readonly CorrectionField[] } {
  const missing = CORRECTION_FIELDS.filter((f) => isEmpty(values[f]));
  if (missing.length > 0)
    return { problem: `Fill in ${missing.map((f) => ENTRY_NAMES[f]).join(" and ")}`, about: missing };
  // A text the schema would read as a number ("1e2" is 100) is still refused as written.
  for (const f of CORRECTION_FIELDS) {
    const refused = fieldProblem(f, values[f]);
    if (refused) return { problem: refused, about: [f] };
  }
  const typed = Object.fromEntries(CORRECTION_FIELDS.map((f) => [f, asTyped(values[f])]));
  const result = setCorrectionSchema.safeParse(typed);
  // Typed in the set's unit, sent in pounds (decisions 0063, 0081).
  if (result.success) return { correction: { ...result.data, weight: sentWeight(result.data.weight, unit) } };
  const field = result.error.issues[0]?.path[0] as CorrectionField | undefined;
  return { problem: (field && fieldProblem(field, values[field])) || "Check the numbers", about: field ? [field] : [] };
}
