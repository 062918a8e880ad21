import type { ExerciseType } from "@ironpath/domain/training/exercise-type";
import { isExerciseLogged, setsLogged } from "@ironpath/domain/training/exercise-progress";
import type { ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { type WeightUnit, bodyLoadWords, currentUnit, weightWords } from "../../lib/weight-unit";
import type { SetNumbers } from "./entry-values";

// What the server holds for an exercise of the shown day: the whole exercise (set null: the quick
// entry or the final Submit) and the sets of the advanced entry. Read from the day's rows
// (logged_sets) and kept up to date as the lifter saves, so the card says what is saved.

export interface SavedSet {
  /** null: the whole exercise; else the set of the advanced entry, from 1. */
  set: number | null;
  reps: number;
  rpe: number | null;
  weight: number;
  /** A timed hold's seconds (decision 0053). */
  seconds?: number | null;
}

/** In set order, the whole exercise first. */
export type SavedEntries = readonly SavedSet[];

export function savedOf(row: Pick<ExerciseRow, "logged_sets">): SavedEntries {
  return row.logged_sets.map((s) => ({
    set: s.set,
    reps: s.actualReps,
    rpe: s.actualRpe,
    weight: s.weight,
    ...(s.seconds === undefined || s.seconds === null ? {} : { seconds: s.seconds }),
  }));
}

const order = (set: number | null) => set ?? 0;

/** `saved` with these entries in (an entry of the same set replaced), still in set order. */
export function withSaved(saved: SavedEntries, entries: readonly SavedSet[]): SavedEntries {
  const sets = new Set(entries.map((e) => e.set));
  return [...saved.filter((s) => !sets.has(s.set)), ...entries].sort((a, b) => order(a.set) - order(b.set));
}

/** `saved` without the set `set` (taken back in the log). */
export function withoutSet(saved: SavedEntries, set: number): SavedEntries {
  return saved.filter((s) => s.set !== set);
}

/** A saved entry of typed numbers. */
export const toSaved = (
  set: number | null,
  { reps, rpe, weight, seconds }: SetNumbers & { seconds?: number | undefined },
): SavedSet => ({ set, reps, rpe, weight, ...(seconds === undefined ? {} : { seconds }) });

/** The whole-exercise entry, if any. */
export const wholeOf = (saved: SavedEntries) => saved.find((s) => s.set === null) ?? null;

/** The sets of the advanced entry, in order. */
export const setsOf = (saved: SavedEntries) => saved.filter((s) => s.set !== null);

export interface ExerciseProgress {
  /** The whole exercise, or as many sets as its card shows, is saved: it leaves the pending list. */
  done: boolean;
  /** Sets of the advanced entry saved (a partly logged exercise shows "1 of 3 sets saved"). */
  setsSaved: number;
  /** The sets it is counted against: those on its card (decision 0077), the prescription's at least. */
  sets: number;
}

/** `card.sets`: the sets on the exercise's card, lines the lifter added included. */
export function progressOf(card: Pick<ExerciseRow, "sets">, saved: SavedEntries): ExerciseProgress {
  const numbers = saved.map((s) => s.set);
  return { done: isExerciseLogged(card.sets, numbers), setsSaved: setsLogged(numbers), sets: card.sets };
}

/** "8 reps · RPE 7 · 225 lbs" (an entry saved without RPE leaves it out). */
export function describeEntry(
  entry: Pick<SavedSet, "reps" | "rpe" | "weight" | "seconds">,
  type: ExerciseType = "weight_reps",
  unit: WeightUnit = currentUnit(),
): string {
  const rpe = entry.rpe === null ? [] : [`RPE ${entry.rpe}`];
  // By how the exercise is logged (decision 0053): "60 s", "+25 lb" on the body, no weight on reps only.
  const amount = type === "timed" ? `${entry.seconds ?? 0} s` : `${entry.reps} ${entry.reps === 1 ? "rep" : "reps"}`;
  const onTheBody = type !== "weight_reps";
  const load = onTheBody
    ? entry.weight === 0
      ? []
      : [bodyLoadWords(entry.weight, unit)]
    : [weightWords(entry.weight, unit)];
  return [amount, ...rpe, ...load].join(" · ");
}
