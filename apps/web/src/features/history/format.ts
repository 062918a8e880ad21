import type { HistorySet } from "@ironpath/domain/training/history-api.schema";
import { bodyLoadWords, currentUnit, weightWords } from "../../lib/weight-unit";

// How the History screen writes dates and sets.

/** "Mon, Mar 2, 2026" for an ISO date (a calendar date: no time zone moves it). */
export function formatDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
}

/**
 * "Set 2"; for a quick entry (one entry for the whole exercise) the sets it counts as, "Sets 1–3",
 * or that it counts for none beside sets entered one by one (decision 0048).
 */
export function setLabel(set: Pick<HistorySet, "set" | "countsAs">): string {
  if (set.set !== null) return `Set ${set.set}`;
  if (set.countsAs === 0) return "Not counted: sets entered one by one";
  return set.countsAs === 1 ? "Set 1" : `Sets 1–${set.countsAs}`;
}

/** "6 sets": what a session's entries count as, the figure the finish screen gives. */
export function setCount(sets: readonly Pick<HistorySet, "countsAs">[], warmUps = 0): string {
  const n = sets.reduce((sum, s) => sum + s.countsAs, 0);
  // Warm-ups are said apart, never counted as sets (decision 0066).
  const apart = warmUps > 0 ? ` · ${warmUps} warm-up${warmUps === 1 ? "" : "s"}` : "";
  return `${n} ${n === 1 ? "set" : "sets"}${apart}`;
}

/**
 * "5 reps · RPE 8 · 135 lbs"; by how the exercise is logged (decision 0053): "12 reps · RPE 8",
 * "5 reps · RPE 8 · +25 lb", "60 s · RPE 8".
 */
export function setFigures(
  set: Pick<HistorySet, "reps" | "rpe" | "weight" | "seconds" | "exerciseType" | "unit">,
): string {
  // In the exercise's own unit where it has one (decision 0081).
  const unit = set.unit ?? currentUnit();
  const rpe = set.rpe === null ? "no RPE" : `RPE ${set.rpe}`;
  const reps = `${set.reps} rep${set.reps === 1 ? "" : "s"}`;
  switch (set.exerciseType) {
    case "timed":
      return `${set.seconds ?? 0} s · ${rpe}${set.weight > 0 ? ` · ${bodyLoadWords(set.weight, unit)}` : ""}`;
    case "reps_only":
      return `${reps} · ${rpe}${set.weight > 0 ? ` · ${bodyLoadWords(set.weight, unit)}` : ""}`;
    case "bodyweight_load":
      return `${reps} · ${rpe} · ${bodyLoadWords(set.weight, unit)}`;
    default:
      return `${reps} · ${rpe} · ${weightWords(set.weight, unit)}`;
  }
}
