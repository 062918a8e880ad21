import type { bulkCaloriesBody } from "@ironpath/domain/coach/api.schema";
import type { z } from "zod";
import { apiFetch } from "../../../lib/api";
import { useCoachWrite } from "./coach-query";

export type BulkCaloriesBody = z.input<typeof bulkCaloriesBody>;

/** 'Yes' in 'Change Weight Gain Calories'. */
export async function changeBulkCalories(body: BulkCaloriesBody): Promise<void> {
  await apiFetch("/api/query/change_bulk_calories", { method: "POST", body });
}

export function useChangeBulkCalories() {
  return useCoachWrite(changeBulkCalories);
}
