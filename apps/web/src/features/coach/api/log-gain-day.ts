import type { dayBody } from "@ironpath/domain/coach/api.schema";
import type { z } from "zod";
import { sendSave } from "../../../lib/offline/outbox";
import { COACH_SAVE_LABELS, useCoachWrite } from "./coach-query";
import { type WeightQuestion, weightQuestionOf } from "./weight-question";

export type GainDayBody = z.input<typeof dayBody>;

/** The day's calories and weigh-in during a bulk. */
export async function logGainDay(body: GainDayBody): Promise<WeightQuestion | null> {
  const result = await sendSave({
    method: "POST",
    path: "/api/query/daily_calories_and_weight",
    body,
    label: COACH_SAVE_LABELS.day,
  });
  return weightQuestionOf(result);
}

export function useLogGainDay() {
  return useCoachWrite(logGainDay);
}
