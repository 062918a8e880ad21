import type { lossDayBody } from "@ironpath/domain/coach/api.schema";
import type { z } from "zod";
import { sendSave } from "../../../lib/offline/outbox";
import { useCoachWrite } from "./coach-query";

export type LossDayBody = z.input<typeof lossDayBody>;

/** The day's steps, calories and weigh-in during a cut; a second entry for the date updates it. */
export async function logLossDay(body: LossDayBody): Promise<void> {
  await sendSave({
    method: "POST",
    path: "/api/query/add/stepsWalked/caloriesConsumed",
    body,
    label: "The coach's daily entry",
  });
}

export function useLogLossDay() {
  return useCoachWrite(logLossDay);
}
