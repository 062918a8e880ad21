import type { lossChangeBody } from "@ironpath/domain/coach/api.schema";
import type { z } from "zod";
import { apiFetch } from "../../../lib/api";
import { useCoachWrite } from "./coach-query";

export type LossChangeBody = z.input<typeof lossChangeBody>;

/** The 'Maintenance Calories' answer: more steps, fewer calories, or leave (recorded, so it does not come back that week). */
export async function changeLossPlan(body: LossChangeBody): Promise<void> {
  await apiFetch("/api/query/change_calories_or_steps", { method: "POST", body });
}

export function useChangeLossPlan() {
  return useCoachWrite(changeLossPlan);
}
