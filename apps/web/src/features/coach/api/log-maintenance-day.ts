import type { dayBody } from "@ironpath/domain/coach/api.schema";
import type { z } from "zod";
import { apiFetch } from "../../../lib/api";
import { useCoachWrite } from "./coach-query";

export type MaintenanceDayBody = z.input<typeof dayBody>;

/** The day's calories and weigh-in during maintenance. */
export async function logMaintenanceDay(body: MaintenanceDayBody): Promise<void> {
  await apiFetch("/api/query/submit_maintenance_calories_and_weight", { method: "POST", body });
}

export function useLogMaintenanceDay() {
  return useCoachWrite(logMaintenanceDay);
}
