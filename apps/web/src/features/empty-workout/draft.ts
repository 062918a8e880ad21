import { EMPTY_WORKOUT_MESSAGES } from "@ironpath/domain/training/empty-workout-messages";
import { ENTRY_LIMITS } from "@ironpath/domain/training/entry-limits";
import type { EmptyWorkout } from "@ironpath/domain/training/empty-workout-api.schema";
import type { ExerciseType } from "@ironpath/domain/training/exercise-type";
import { type WeightUnit, limitInUnit, toPounds, unitWord } from "@ironpath/domain/units/weight-unit";
import { DRAFT_KEY_PREFIX } from "../../lib/user-data";

// The empty workout while it is lifted: kept on this phone at every change (localStorage, decision
// 0124), so a reload, a closed tab or a browser the phone stopped loses nothing, and every tab shows
// the same one; forgotten at sign-in and sign-out (lib/user-data.ts) and once finished. Each
// exercise's weights are typed in the unit it was added in (its own, else the lifter's: decision
// 0081) and sent in pounds (0063).

export interface DraftSet {
  reps: number | string;
  rpe: number | string;
  weight: number | string;
}

export interface DraftExercise {
  exercise: string;
  /** What its weights are typed in; a draft kept before units were asked was typed in pounds. */
  unit?: WeightUnit;
  /** How it is logged (decision 0053); a draft kept before types were asked: weight and reps. */
  type?: ExerciseType;
  sets: DraftSet[];
}

export interface Draft {
  /** The finish's Idempotency-Key: a finish sent again saves one workout. */
  key: string;
  name: string;
  exercises: DraftExercise[];
}

export const draftUnit = (e: DraftExercise): WeightUnit => e.unit ?? "lb";

/**
 * How an exercise's weight is asked (decision 0128): not at all for reps alone (a knee raise, sent as
 * no load), as a load added to the body for a dip or a weighted pull-up (empty: none), else as the
 * weight lifted, which must be typed.
 */
export function weightAsked(e: DraftExercise): "weight" | "added" | null {
  if (e.type === "reps_only") return null;
  return e.type === "bodyweight_load" ? "added" : "weight";
}

/** The weight a set says, as typed: none asked, or an added load left empty, is no load. */
const weightOf = (e: DraftExercise, s: DraftSet) => {
  const asked = weightAsked(e);
  return asked === null || (asked === "added" && s.weight === "") ? 0 : s.weight;
};

const STORAGE_KEY = `${DRAFT_KEY_PREFIX}empty-workout`;

export const emptySet = (): DraftSet => ({ reps: "", rpe: "", weight: "" });

export function newDraft(): Draft {
  return { key: crypto.randomUUID(), name: "", exercises: [] };
}

const parse = (text: string | null): Draft | null => {
  try {
    const kept = JSON.parse(text ?? "null") as Draft | null;
    return kept && typeof kept.key === "string" && Array.isArray(kept.exercises) ? kept : null;
  } catch {
    // A draft that cannot be read is started again.
    return null;
  }
};

/** The draft this phone keeps (another tab's too), or a new one. */
const keptDraft = (): Draft => {
  try {
    return parse(localStorage.getItem(STORAGE_KEY)) ?? newDraft();
  } catch {
    return newDraft();
  }
};

export function loadDraft(): Draft {
  try {
    // A tab opened before drafts left sessionStorage has its workout there: moved once, so no
    // other tab's change or finish is undone by reading it again.
    const older = parse(sessionStorage.getItem(STORAGE_KEY));
    sessionStorage.removeItem(STORAGE_KEY);
    if (older && localStorage.getItem(STORAGE_KEY) === null) {
      keepDraft(older);
      return older;
    }
  } catch {
    // No storage: a new draft.
  }
  return keptDraft();
}

export function keepDraft(draft: Draft): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // No storage: the workout is kept on screen only.
  }
}

export function forgetDraft(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // No storage, no draft.
  }
}

/** Calls `listener` with the draft as another tab kept it (or a new one, once it finished it). */
export function onDraftElsewhere(listener: (draft: Draft) => void): () => void {
  const changed = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener(keptDraft());
  };
  window.addEventListener("storage", changed);
  return () => window.removeEventListener("storage", changed);
}

const inRange = (value: number | string, field: keyof typeof ENTRY_LIMITS) =>
  typeof value === "number" && value >= ENTRY_LIMITS[field].min && value <= ENTRY_LIMITS[field].max;

/** The weight typed in the exercise's unit, in pounds for the call; checked there, against the call's limits. */
const weightSent = (value: number | string, unit: WeightUnit) =>
  typeof value === "number" ? toPounds(value, unit) : value;

/**
 * What a problem is about, for the screen to tie its words to: the Add exercise button, an
 * exercise's Add set button, or one field of one set.
 */
export type DraftProblemAt =
  | { kind: "exercises" }
  | { kind: "sets"; exercise: number }
  | { kind: "field"; exercise: number; set: number; field: keyof DraftSet };

/** The workout to send, or the first thing to fix in words, and what it is about. */
export function readDraft(
  draft: Draft,
  date: string,
): { workout: EmptyWorkout } | { problem: string; at: DraftProblemAt } {
  if (draft.exercises.length === 0) return { problem: EMPTY_WORKOUT_MESSAGES.noExercises, at: { kind: "exercises" } };
  for (const [exercise, e] of draft.exercises.entries()) {
    if (e.sets.length === 0) return { problem: `${e.exercise}: add a set`, at: { kind: "sets", exercise } };
    for (const [set, s] of e.sets.entries()) {
      const which = `${e.exercise}, set ${set + 1}`;
      const at = (field: keyof DraftSet) => ({ kind: "field" as const, exercise, set, field });
      if (!inRange(s.reps, "reps")) return { problem: `${which}: fill in reps (0 to 100)`, at: at("reps") };
      const unit = draftUnit(e);
      if (!inRange(weightSent(weightOf(e, s), unit), "weight")) {
        const max = limitInUnit(ENTRY_LIMITS.weight.max, unit);
        return { problem: `${which}: fill in the weight (0 to ${max} ${unitWord(unit)})`, at: at("weight") };
      }
      if (s.rpe !== "" && !inRange(s.rpe, "rpe"))
        return { problem: `${which}: RPE is 1 to 10, or leave it empty`, at: at("rpe") };
    }
  }
  return {
    workout: {
      name: draft.name.trim() || undefined,
      date,
      exercises: draft.exercises.map((e) => ({
        exercise: e.exercise,
        sets: e.sets.map((s) => ({
          reps: s.reps as number,
          rpe: s.rpe === "" ? null : (s.rpe as number),
          weight: weightSent(weightOf(e, s), draftUnit(e)) as number,
        })),
      })),
    },
  };
}
