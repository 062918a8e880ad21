import { PHASE_PATHS } from "@ironpath/domain/coach/phase-paths";
import type {
  phaseStartedSchema,
  startBulkBody,
  startCutBody,
  startMaintenanceBody,
} from "@ironpath/domain/coach/api.schema";
import type { z } from "zod";
import { apiFetch } from "../../../lib/api";
import type { CoachPhase } from "../phases";
import { useCoachWrite } from "./coach-query";

export type PhaseStarted = z.output<typeof phaseStartedSchema>;

/** What starts each phase: the bulk's dietAfterBulkWeeks is 16, 32 or 0 for no fixed end; maintenance without returnActivityLevel (the end of a cut) keeps the cut's level. */
export interface StartBodies {
  gain: z.input<typeof startBulkBody>;
  loss: z.input<typeof startCutBody>;
  maintenance: z.input<typeof startMaintenanceBody>;
}

/** `phase` starts: 200 with its maintenance and target calories and any warnings; 400 in words (a cut's deficit over 35 % of maintenance), 409 without user info. */
export async function startPhase<P extends CoachPhase>(phase: P, body: StartBodies[P]): Promise<PhaseStarted> {
  const { data } = await apiFetch<PhaseStarted>(PHASE_PATHS[phase].start, { method: "POST", body });
  return data;
}

export function useStartPhase<P extends CoachPhase>(phase: P) {
  return useCoachWrite((body: StartBodies[P]) => startPhase(phase, body), { phaseChange: true });
}
