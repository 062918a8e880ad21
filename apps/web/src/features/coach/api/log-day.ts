import { PHASE_PATHS } from "@ironpath/domain/coach/phase-paths";
import { sendSave } from "../../../lib/offline/outbox";
import type { CoachPhase, PhaseDayBody, PhaseMissedDayBody } from "../phases";
import { useCoachWrite } from "./coach-query";
import { type WeightQuestion, weightQuestionOf } from "./weight-question";

/** How the phone's list of unsent saves names a coach entry, in every phase. */
export const COACH_SAVE_LABELS = { day: "The coach's daily entry", missedDay: "The coach's missed day" } as const;

/** Today's entry in `phase`; a second entry for the date replaces it. */
export async function logDay(phase: CoachPhase, body: PhaseDayBody): Promise<WeightQuestion | null> {
  const result = await sendSave({ method: "POST", path: PHASE_PATHS[phase].day, body, label: COACH_SAVE_LABELS.day });
  return weightQuestionOf(result);
}

/** An earlier day of `phase`, filled in afterwards. */
export async function logMissedDay(phase: CoachPhase, body: PhaseMissedDayBody): Promise<WeightQuestion | null> {
  const result = await sendSave({
    method: "POST",
    path: PHASE_PATHS[phase].missedDay,
    body,
    label: COACH_SAVE_LABELS.missedDay,
  });
  return weightQuestionOf(result);
}

export function useLogDay(phase: CoachPhase) {
  return useCoachWrite((body: PhaseDayBody) => logDay(phase, body), { outbox: true });
}

export function useLogMissedDay(phase: CoachPhase) {
  return useCoachWrite((body: PhaseMissedDayBody) => logMissedDay(phase, body), { outbox: true });
}
