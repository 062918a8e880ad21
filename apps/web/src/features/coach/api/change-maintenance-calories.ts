import type { maintenanceCaloriesBody } from "@ironpath/domain/coach/api.schema";
import type { z } from "zod";
import { apiFetch } from "../../../lib/api";
import { useCoachWrite } from "./coach-query";

export type MaintenanceCaloriesBody = z.input<typeof maintenanceCaloriesBody>;

/** 'Yes' in 'Change Maintenance Calories'. */
export async function changeMaintenanceCalories(body: MaintenanceCaloriesBody): Promise<void> {
  await apiFetch("/api/query/change_maintenance_phase_calories", { method: "POST", body });
}

export function useChangeMaintenanceCalories() {
  return useCoachWrite(changeMaintenanceCalories);
}
