import { type MaybeWarmUp, workSetsOf } from "../warm-ups";
import { type PerformedSet, estimateOneRepMax } from "./e1rm";

// The records a finish screen can celebrate: a lift's best estimated 1RM, and rep records (more
// reps than ever at that weight or heavier; for a bodyweight lift logged at 0 lb, simply the most
// reps). The first session of a lift sets the baseline: it has nothing to beat.

export interface LiftBests {
  /** The best estimated 1RM before today; null when no set gave one. */
  e1rm: number | null;
  /** Most reps at each weight or heavier, heaviest first: a set beaten by a heavier one is left out. */
  reps: { weight: number; reps: number }[];
}

/** A lift's bests from its past sets (in any order). */
export function liftBests(sets: readonly (PerformedSet & MaybeWarmUp)[]): LiftBests {
  let e1rm: number | null = null;
  const mostAt = new Map<number, number>();
  // A warm-up is no record, however many reps it had (decision 0066).
  for (const s of workSetsOf(sets)) {
    const estimate = estimateOneRepMax(s);
    if (estimate !== null && (e1rm === null || estimate > e1rm)) e1rm = estimate;
    if (s.reps > 0 && s.weight >= 0) mostAt.set(s.weight, Math.max(mostAt.get(s.weight) ?? 0, s.reps));
  }
  const reps: LiftBests["reps"] = [];
  for (const [weight, most] of [...mostAt].sort(([a], [b]) => b - a)) {
    const heavier = reps.at(-1)?.reps ?? 0;
    if (most > heavier) reps.push({ weight, reps: most });
  }
  return { e1rm, reps };
}

/** The most reps ever done at `weight` or heavier; null when nothing that heavy was lifted. */
export function mostRepsAtOrAbove(bests: LiftBests, weight: number): number | null {
  let most: number | null = null;
  for (const b of bests.reps) if (b.weight >= weight) most = Math.max(most ?? 0, b.reps);
  return most;
}

export interface Records {
  e1rm: { value: number; previous: number | null; set: PerformedSet } | null;
  /** One per weight, heaviest first: the set with the most reps there, and the record it beat. */
  reps: { weight: number; reps: number; previous: number | null }[];
}

/** The records set today, given today's sets of a lift and its bests before today. */
export function recordsSet(today: readonly PerformedSet[], before: LiftBests): Records {
  const none: Records = { e1rm: null, reps: [] };
  if (before.e1rm === null && before.reps.length === 0) return none;

  let e1rm: Records["e1rm"] = null;
  for (const s of today) {
    const value = estimateOneRepMax(s);
    if (value === null || (before.e1rm !== null && value <= before.e1rm)) continue;
    if (!e1rm || value > e1rm.value) e1rm = { value, previous: before.e1rm, set: s };
  }

  const bestToday = new Map<number, number>();
  for (const s of today)
    if (s.reps > 0 && s.weight >= 0) bestToday.set(s.weight, Math.max(bestToday.get(s.weight) ?? 0, s.reps));
  const reps: Records["reps"] = [];
  for (const [weight, most] of [...bestToday].sort(([a], [b]) => b - a)) {
    const previous = mostRepsAtOrAbove(before, weight);
    if (previous === null || most > previous) reps.push({ weight, reps: most, previous });
  }
  return { e1rm, reps };
}
