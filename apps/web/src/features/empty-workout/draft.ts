import { EMPTY_WORKOUT_MESSAGES } from "@ironpath/domain/training/empty-workout-messages";
import { ENTRY_LIMITS } from "@ironpath/domain/training/entry-limits";
import type { EmptyWorkout } from "@ironpath/domain/training/empty-workout-api.schema";
import { DRAFT_KEY_PREFIX } from "../../lib/user-data";

// The empty workout while it is lifted: kept in this tab at every change, as the log's drafts are
// (forgotten at sign-in and sign-out, lib/user-data.ts), so a reload in the gym loses nothing;
// sent whole when the lifter finishes it, then forgotten.

export interface DraftSet {
  reps: number | string;
  rpe: number | string;
  weight: number | string;
}

export interface Draft {
  /** The finish's Idempotency-Key: a finish sent again saves one workout. */
  key: string;
  name: string;
  exercises: { exercise: string; sets: DraftSet[] }[];
}

const STORAGE_KEY = `${DRAFT_KEY_PREFIX}empty-workout`;

export const emptySet = (): DraftSet => ({ reps: "", rpe: "", weight: "" });

export function newDraft(): Draft {
  return { key: crypto.randomUUID(), name: "", exercises: [] };
}

export function loadDraft(): Draft {
  try {
    const kept = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "null") as Draft | null;
    if (kept && typeof kept.key === "string" && Array.isArray(kept.exercises)) return kept;
  } catch {
    // A draft that cannot be read is started again.
  }
  return newDraft();
}

export function keepDraft(draft: Draft): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // No storage: the workout is kept on screen only.
  }
}

export function forgetDraft(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // No storage, no draft.
  }
}

const inRange = (value: number | string, field: keyof typeof ENTRY_LIMITS) =>
  typeof value === "number" && value >= ENTRY_LIMITS[field].min && value <= ENTRY_LIMITS[field].max;

/** The workout to send, or the first thing to fix in words. */
export function readDraft(draft: Draft, date: string): { workout: EmptyWorkout } | { problem: string } {
  if (draft.exercises.length === 0) return { problem: EMPTY_WORKOUT_MESSAGES.noExercises };
  for (const e of draft.exercises) {
    if (e.sets.length === 0) return { problem: `${e.exercise}: add a set` };
    for (const [i, s] of e.sets.entries()) {
      const which = `${e.exercise}, set ${i + 1}`;
      if (!inRange(s.reps, "reps")) return { problem: `${which}: fill in reps (0 to 100)` };
      if (!inRange(s.weight, "weight")) return { problem: `${which}: fill in the weight (0 to 2000 lbs)` };
      if (s.rpe !== "" && !inRange(s.rpe, "rpe")) return { problem: `${which}: RPE is 1 to 10, or leave it empty` };
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
          weight: s.weight as number,
        })),
      })),
    },
  };
}
