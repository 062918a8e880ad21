import { PHASE_PATHS } from "@ironpath/domain/coach/phase-paths";
import type { bulkCaloriesBody, lossChangeBody, maintenanceCaloriesBody } from "@ironpath/domain/coach/api.schema";
import type { z } from "zod";
import { apiFetch } from "../../../lib/api";
import type { CoachPhase } from "../phases";
import { useCoachWrite } from "./coach-query";

/** Each phase's answer to its Monday question: 'Yes' to new calories, or the cut's steps, calories or leave. */
export interface ChangeBodies {
  gain: z.input<typeof bulkCaloriesBody>;
  loss: z.input<typeof lossChangeBody>;
  maintenance: z.input<typeof maintenanceCaloriesBody>;
}

/** The answer in `phase`; the cut's 'Leave as is' is recorded too, so it does not come back that week. */
export async function changePlan<P extends CoachPhase>(phase: P, body: ChangeBodies[P]): Promise<void> {
  await apiFetch(PHASE_PATHS[phase].change, { method: "POST", body });
}

export function useChangePlan<P extends CoachPhase>(phase: P) {
  return useCoachWrite((body: ChangeBodies[P]) => changePlan(phase, body));
}
