import type { missedDayBody } from "@ironpath/domain/coach/api.schema";
import type { z } from "zod";
import { apiFetch } from "../../../lib/api";
import { useCoachWrite } from "./coach-query";

export type MaintenanceMissedDayBody = z.input<typeof missedDayBody>;

/** An earlier day of maintenance, filled in afterwards. */
export async function logMaintenanceMissedDay(body: MaintenanceMissedDayBody): Promise<void> {
  await apiFetch("/api/query/submit_missed_maintenance_calories_and_weight", { method: "POST", body });
}

export function useLogMaintenanceMissedDay() {
  return useCoachWrite(logMaintenanceMissedDay);
}
