import type { HistorySet } from "@ironpath/domain/training/history-api.schema";

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

/** "Set 2", or "All sets" for a quick entry (one entry for the whole exercise). */
export function setLabel(set: Pick<HistorySet, "set">): string {
  return set.set === null ? "All sets" : `Set ${set.set}`;
}

/** "5 reps · RPE 8 · 135 lbs". */
export function setFigures(set: Pick<HistorySet, "reps" | "rpe" | "weight">): string {
  const rpe = set.rpe === null ? "no RPE" : `RPE ${set.rpe}`;
  return `${set.reps} rep${set.reps === 1 ? "" : "s"} · ${rpe} · ${set.weight} lbs`;
}
