import type { missedDayBody } from "@ironpath/domain/coach/api.schema";
import type { z } from "zod";
import { sendSave } from "../../../lib/offline/outbox";
import { COACH_SAVE_LABELS, useCoachWrite } from "./coach-query";
import { type WeightQuestion, weightQuestionOf } from "./weight-question";

export type GainMissedDayBody = z.input<typeof missedDayBody>;

/** An earlier day of the bulk, filled in afterwards. */
export async function logGainMissedDay(body: GainMissedDayBody): Promise<WeightQuestion | null> {
  const result = await sendSave({
    method: "POST",
    path: "/api/query/missed_calories_and_weight",
    body,
    label: COACH_SAVE_LABELS.missedDay,
  });
  return weightQuestionOf(result);
}

export function useLogGainMissedDay() {
  return useCoachWrite(logGainMissedDay);
}
