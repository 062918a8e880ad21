import { parseRange } from "@ironpath/domain/programs/row-rules";
import { setText } from "@ironpath/domain/training/exercise-type";
import { repTarget } from "@ironpath/domain/training/strength/progression";
import type { ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { type EntryValues, freshValues, valuesOf } from "./entry-values";
import type { SavedSet } from "./saved-entries";
import { type WeightUnit, rowUnit, shownWeight } from "../../lib/weight-unit";

const shownOrEmpty = (lbs: number | null, unit: WeightUnit) => (lbs === null ? null : shownWeight(lbs, unit));

/** Last session's set as the card reads it: a bar's load in the exercise's unit (decision 0081). */
const lastText = (set: Parameters<typeof setText>[0], row: ExerciseRow) =>
  setText(set, row.exercise_type, rowUnit(row));

// The set-by-set lines of a card: what each prescribed set starts with (what is saved, else
// nothing), today's suggestion for it, and how last session's set and the loading read.

export interface SetLine {
  /** From 1. */
  set: number;
  /** What is saved, else empty: the lifter's own numbers only. */
  start: EntryValues;
  /** Today's suggestion, shown in the empty fields and taken by a tap on the tick (reps, weight). */
  suggested: EntryValues;
  /** Last session's same set, in words ("225 × 5 @ 7"), or null. */
  last: string | null;
  saved: boolean;
}

/** "225 × 5 @ 7"; without a load (bodyweight) "8 reps @ 7". */
const times = (s: { weight: number; reps: number; rpe?: number | null }, unit: WeightUnit) =>
  `${s.weight > 0 ? `${shownWeight(s.weight, unit)} × ${s.reps}` : `${s.reps} reps`}${s.rpe === null || s.rpe === undefined ? "" : ` @ ${s.rpe}`}`;

/**
 * Today's suggestion for a set: the prescribed reps (the low end of a range), RPE and load (0 lbs
 * on a bodyweight exercise, which a lifter adding weight types over).
 */
function suggestedValues(row: ExerciseRow, suggested: number | null): EntryValues {
  const target = repTarget(row.reps);
  const rpe = row.rpe ? parseRange(row.rpe) : null;
  return {
    reps: target && target.kind !== "amrap" ? (target.kind === "fixed" ? target.reps : target.low) : "",
    rpe: rpe ? rpe.low : "",
    weight: shownOrEmpty(suggested ?? row.weight, rowUnit(row)) ?? (row.plan.bodyweight ? 0 : ""),
  };
}

/**
 * A load on the body is typed as lbs added or taken off, the card's switch saying which
 * (decision 0053): the line holds -40 as 40.
 */
function onTheBody(row: ExerciseRow, values: EntryValues): EntryValues {
  if (row.exercise_type !== "bodyweight_load" || typeof values.weight !== "number") return values;
  return { ...values, weight: Math.abs(values.weight) };
}

/** The most sets a day's exercise can log (the advanced entry's index runs 0-19). */
export const MAX_SETS = 20;

/**
 * How many set lines a card shows: one per prescribed work set, `added` more (the lifter added sets
 * while lifting, or took added ones off again), and never fewer than the highest set saved. A
 * superset's rounds follow it (decision 0077).
 */
export function lineCount(prescribed: number, added: number, saved: readonly (number | null)[]): number {
  return Math.min(MAX_SETS, Math.max(prescribed + added, ...saved.map((set) => set ?? 0)));
}

/** One line per set the card shows (lineCount), warm-ups apart. */
export function setLines(row: ExerciseRow, savedSets: readonly SavedSet[], added = 0): SetLine[] {
  const count = lineCount(
    row.sets,
    added,
    savedSets.map((s) => s.set),
  );
  return Array.from({ length: count }, (_, i) => {
    const set = i + 1;
    const planned = row.plan.sets.find((s) => s.set === set);
    const saved = savedSets.find((s) => s.set === set);
    // With no load to suggest, a set starts from the weight of the last set saved before it; a
    // set beyond the prescription from that set's reps and weight.
    const before = savedSets.filter((s) => s.set !== null && s.set < set).at(-1);
    const suggested = suggestedValues(row, planned?.suggested ?? before?.weight ?? null);
    return {
      set,
      start: saved ? onTheBody(row, valuesOf(saved, rowUnit(row))) : freshValues(),
      suggested: onTheBody(row, set > row.sets && before ? { ...suggested, reps: before.reps } : suggested),
      last: planned?.last ? lastText(planned.last, row) : null,
      saved: saved !== undefined,
    };
  });
}

/** "45 × 5 · 105 × 5 · 170 × 3", or null without a ramp. */
export function warmUpLine(row: ExerciseRow): string | null {
  const ramp = row.plan.warmUps;
  return ramp.length > 0 ? ramp.map((s) => times(s, rowUnit(row))).join(" · ") : null;
}

/**
 * "45 + 45 + 5 a side on a 45 lb bar", or "the bar alone"; null off the barbell. A kg lifter's bar
 * and plates are kg: "25 + 15 a side on a 20 kg bar (makes 100 kg)" when the load cannot be made.
 */
export function platesLine(row: ExerciseRow): string | null {
  const { plates } = row;
  if (!plates) return null;
  const unit = plates.unit ?? "lb";
  const side = plates.perSide.length > 0 ? `${plates.perSide.join(" + ")} a side on` : "Just";
  const exact = plates.exact ? "" : ` (makes ${plates.loaded} ${unit === "kg" ? "kg" : "lbs"})`;
  return `${side} a ${plates.bar} ${unit} bar${exact}`;
}
