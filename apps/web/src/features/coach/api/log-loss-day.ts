import type { lossDayBody } from "@ironpath/domain/coach/api.schema";
import type { z } from "zod";
import { sendSave } from "../../../lib/offline/outbox";
import { COACH_SAVE_LABELS, useCoachWrite } from "./coach-query";
import { type WeightQuestion, weightQuestionOf } from "./weight-question";

export type LossDayBody = z.input<typeof lossDayBody>;

/** The day's steps, calories and weigh-in during a cut; a second entry for the date updates it. */
export async function logLossDay(body: LossDayBody): Promise<WeightQuestion | null> {
  const result = await sendSave({
    method: "POST",
    path: "/api/query/add/stepsWalked/caloriesConsumed",
    body,
    label: COACH_SAVE_LABELS.day,
  });
  return weightQuestionOf(result);
}

export function useLogLossDay() {
  return useCoachWrite(logLossDay);
}
