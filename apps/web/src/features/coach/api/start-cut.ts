import type { phaseStartedSchema, startCutBody } from "@ironpath/domain/coach/api.schema";
import type { z } from "zod";
import { apiFetch } from "../../../lib/api";
import { useCoachWrite } from "./coach-query";

export type PhaseStarted = z.output<typeof phaseStartedSchema>;

/** The cut starts: 200 with its maintenance and target calories and any warnings; 400 in words (a deficit over 35 % of maintenance), 409 without user info. */
export async function startCut(body: z.input<typeof startCutBody>): Promise<PhaseStarted> {
  const { data } = await apiFetch<PhaseStarted>("/api/query/calculate_maintenance_calories", { method: "POST", body });
  return data;
}

export function useStartCut() {
  return useCoachWrite(startCut, { phaseChange: true });
}
