import type { dayBody } from "@ironpath/domain/coach/api.schema";
import type { z } from "zod";
import { apiFetch } from "../../../lib/api";
import { useCoachWrite } from "./coach-query";

export type GainDayBody = z.input<typeof dayBody>;

/** The day's calories and weigh-in during a bulk. */
export async function logGainDay(body: GainDayBody): Promise<void> {
  await apiFetch("/api/query/daily_calories_and_weight", { method: "POST", body });
}

export function useLogGainDay() {
  return useCoachWrite(logGainDay);
}
