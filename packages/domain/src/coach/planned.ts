// The planned change: the target itself, straight from the chosen rate (docs/coach-model.md section 8, item 4).
// Negative is a loss. A bulk's monthly rate is spread over the exact calendar (12 months in 365.25 days)
// so that a 16- or 32-week bulk lands where the month rate says.

import type { CoachPhaseKind } from "./phase-start";

/** The phases with a planned change: a maintenance phase plans none. */
export type PhaseKind = Exclude<CoachPhaseKind, "maintain">;

/** Change after `days` days: cut −rate·days/7 (rate in lb/week); bulk +rate·12/365.25·days (rate in lb/month). */
export function plannedChange(kind: PhaseKind, rate: number, days: number): number {
  return kind === "cut" ? (-rate * days) / 7 : ((rate * 12) / 365.25) * days;
}
