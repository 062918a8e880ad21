import type { lossMissedDayBody } from "@ironpath/domain/coach/api.schema";
import type { z } from "zod";
import { apiFetch } from "../../../lib/api";
import { useCoachWrite } from "./coach-query";

export type LossMissedDayBody = z.input<typeof lossMissedDayBody>;

/** An earlier day of the cut, filled in afterwards. */
export async function logLossMissedDay(body: LossMissedDayBody): Promise<void> {
  await apiFetch("/api/query/add_missed_calories_and_steps", { method: "POST", body });
}

export function useLogLossMissedDay() {
  return useCoachWrite(logLossMissedDay);
}
