import type { startBulkBody } from "@ironpath/domain/coach/api.schema";
import type { z } from "zod";
import { apiFetch } from "../../../lib/api";
import { useCoachWrite } from "./coach-query";
import type { PhaseStarted } from "./start-cut";

/** The bulk starts (dietAfterBulkWeeks 16, 32 or 0 for no fixed end). */
export async function startBulk(body: z.input<typeof startBulkBody>): Promise<PhaseStarted> {
  const { data } = await apiFetch<PhaseStarted>("/api/query/weightGain", { method: "POST", body });
  return data;
}

export function useStartBulk() {
  return useCoachWrite(startBulk, { phaseChange: true });
}
