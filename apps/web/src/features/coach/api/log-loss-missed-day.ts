import type { lossMissedDayBody } from "@ironpath/domain/coach/api.schema";
import type { z } from "zod";
import { sendSave } from "../../../lib/offline/outbox";
import { COACH_SAVE_LABELS, useCoachWrite } from "./coach-query";
import { type WeightQuestion, weightQuestionOf } from "./weight-question";

export type LossMissedDayBody = z.input<typeof lossMissedDayBody>;

/** An earlier day of the cut, filled in afterwards. */
export async function logLossMissedDay(body: LossMissedDayBody): Promise<WeightQuestion | null> {
  const result = await sendSave({
    method: "POST",
    path: "/api/query/add_missed_calories_and_steps",
    body,
    label: COACH_SAVE_LABELS.missedDay,
  });
  return weightQuestionOf(result);
}

export function useLogLossMissedDay() {
  return useCoachWrite(logLossMissedDay);
}
