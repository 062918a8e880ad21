import type { missedDayBody } from "@ironpath/domain/coach/api.schema";
import type { z } from "zod";
import { apiFetch } from "../../../lib/api";
import { useCoachWrite } from "./coach-query";

export type GainMissedDayBody = z.input<typeof missedDayBody>;

/** An earlier day of the bulk, filled in afterwards. */
export async function logGainMissedDay(body: GainMissedDayBody): Promise<void> {
  await apiFetch("/api/query/missed_calories_and_weight", { method: "POST", body });
}

export function useLogGainMissedDay() {
  return useCoachWrite(logGainMissedDay);
}
