import type { startMaintenanceBody } from "@ironpath/domain/coach/api.schema";
import type { z } from "zod";
import { apiFetch } from "../../../lib/api";
import { useCoachWrite } from "./coach-query";
import type { PhaseStarted } from "./start-cut";

/** Maintenance starts; without returnActivityLevel (the end of a cut) the cut's level is kept. */
export async function startMaintenance(body: z.input<typeof startMaintenanceBody>): Promise<PhaseStarted> {
  const { data } = await apiFetch<PhaseStarted>("/api/query/maintenance_phase", { method: "POST", body });
  return data;
}

export function useStartMaintenance() {
  return useCoachWrite(startMaintenance, { phaseChange: true });
}
