import type { lossDayBody } from "@ironpath/domain/coach/api.schema";
import type { z } from "zod";
import { apiFetch } from "../../../lib/api";
import { useCoachWrite } from "./coach-query";

export type LossDayBody = z.input<typeof lossDayBody>;

/** The day's steps, calories and weigh-in during a cut; a second entry for the date updates it. */
export async function logLossDay(body: LossDayBody): Promise<void> {
  await apiFetch("/api/query/add/stepsWalked/caloriesConsumed", { method: "POST", body });
}

export function useLogLossDay() {
  return useCoachWrite(logLossDay);
}
