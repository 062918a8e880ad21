// A logged day belongs to the phase it falls in. The screens read the active phase's days only, so
// a day dated before the phase started would be saved and never counted: it is refused in these
// words instead, by the server and, before sending, by the forms (decision 0022).

import { formatLongDate } from "./calendar";

/** The coach's goals: a phase is a cut, a bulk or maintenance (stored, sent and exported so). */
export const COACH_PHASE_KINDS = ["cut", "bulk", "maintain"] as const;
export type CoachPhaseKind = (typeof COACH_PHASE_KINDS)[number];

const PHASE_NAMES: Record<CoachPhaseKind, string> = {
  cut: "your cut",
  bulk: "your bulk",
  maintain: "your maintenance phase",
};

/** Why `date` cannot be logged in `phase`, in words, or null when it can (the start day is the phase's). */
export function beforePhaseStart(phase: { kind: CoachPhaseKind; startDate: string }, date: string): string | null {
  if (date >= phase.startDate) return null;
  return `The date is before ${PHASE_NAMES[phase.kind]} started (${formatLongDate(phase.startDate)})`;
}
