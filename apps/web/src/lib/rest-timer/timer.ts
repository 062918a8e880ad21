// The rest between sets as time passes: pure, so the timing is tested without a clock. The store
// (store.ts) keeps one timer, ticks it and tells the lifter; the bar shows it.

/** A rest under way. Times in ms since the epoch, ends in seconds from the start. */
export interface RestTimer {
  startedAt: number;
  /** The low end of the rest range: the lifter may go on. */
  lowSeconds: number;
  /** The high end: time for the next set; the timer is over. */
  highSeconds: number;
  exerciseName: string;
}

/** Before the low end, between the ends, past the high end. */
export type RestPhase = "resting" | "low" | "done";

export interface RestView {
  /** Whole seconds since the rest began. */
  elapsed: number;
  phase: RestPhase;
  lowSeconds: number;
  highSeconds: number;
  /** Long past the high end: the lifter has moved on, the bar goes. */
  expired: boolean;
}

/** How long the bar stays past the high end, saying 'next set', when nobody dismisses it. */
export const REST_LINGER_SECONDS = 120;
export const REST_EXTRA_SECONDS = 30;

/** A rest range in minutes as the rows carry it; none (0-0) starts no timer. */
export function newRestTimer(
  rest: { minRest: number; maxRest: number },
  exerciseName: string,
  now: number,
): RestTimer | null {
  if (!(rest.maxRest > 0)) return null;
  const low = Math.max(0, Math.min(rest.minRest, rest.maxRest));
  return { startedAt: now, lowSeconds: low * 60, highSeconds: rest.maxRest * 60, exerciseName };
}

export function restView(timer: RestTimer, now: number): RestView {
  const elapsed = Math.max(0, Math.floor((now - timer.startedAt) / 1000));
  const { lowSeconds, highSeconds } = timer;
  const phase: RestPhase = elapsed >= highSeconds ? "done" : elapsed >= lowSeconds ? "low" : "resting";
  return { elapsed, phase, lowSeconds, highSeconds, expired: elapsed >= highSeconds + REST_LINGER_SECONDS };
}

/**
 * More rest: the ends not reached yet move `seconds` later; past the high end, the next set is
 * `seconds` from now. What was reached stays reached.
 */
export function addRest(timer: RestTimer, now: number, seconds = REST_EXTRA_SECONDS): RestTimer {
  const { elapsed } = restView(timer, now);
  return {
    ...timer,
    lowSeconds: timer.lowSeconds > elapsed ? timer.lowSeconds + seconds : timer.lowSeconds,
    highSeconds: Math.max(timer.highSeconds, elapsed) + seconds,
  };
}

/** Which end was just reached, going from one view to the next: the moment to tell the lifter. */
export function reachedEnd(before: RestPhase | null, after: RestPhase): "low" | "high" | null {
  if (before === null || before === after) return null;
  if (after === "done") return "high";
  return after === "low" && before === "resting" ? "low" : null;
}

/** 125 → "2:05". */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, "0")}`;
}

/** What the bar says: counting, the low end reached, or the high end reached. */
export function restMessage(view: RestView): string {
  if (view.phase === "done") return `Rest ${formatClock(view.highSeconds)} — next set`;
  if (view.phase === "low") return `Rest ${formatClock(view.lowSeconds)} reached`;
  const range =
    view.lowSeconds === view.highSeconds
      ? formatClock(view.highSeconds)
      : `${formatClock(view.lowSeconds)}–${formatClock(view.highSeconds)}`;
  return `Rest ${range}`;
}

/** A timer as kept in storage, or null when the text is not one. */
export function parseRestTimer(text: string | null): RestTimer | null {
  if (!text) return null;
  try {
    const v = JSON.parse(text) as Partial<RestTimer>;
    const numbers = [v.startedAt, v.lowSeconds, v.highSeconds];
    if (!numbers.every((n) => typeof n === "number" && Number.isFinite(n)) || typeof v.exerciseName !== "string") {
      return null;
    }
    return v as RestTimer;
  } catch {
    return null;
  }
}
