import { dayBody, lossDayBody, lossMissedDayBody, missedDayBody } from "@ironpath/domain/coach/api.schema";
import type { z } from "zod";
import type { CoachPhase, PhaseDayBody, PhaseMissedDayBody } from "../phases";
import {
  type CoachFormField,
  GAIN_DAY_FIELDS,
  LOSS_DAY_FIELDS,
  LOSS_MISSED_FIELDS,
  MAINTENANCE_DAY_FIELDS,
  MISSED_DAY_FIELDS,
} from "./coach-form-fields";

/** A phase's daily and missed-day forms: their inputs and the schema the server checks them by. */
interface PhaseForms {
  daySchema: z.ZodType<PhaseDayBody>;
  missedDaySchema: z.ZodType<PhaseMissedDayBody>;
  dayFields: readonly CoachFormField[];
  missedDayFields: readonly CoachFormField[];
}

/** The cut asks for steps too; the bulk and maintenance differ only in the daily form's words (docs/product.md sections 2 and 3). */
export const PHASE_FORMS: Record<CoachPhase, PhaseForms> = {
  gain: {
    daySchema: dayBody,
    missedDaySchema: missedDayBody,
    dayFields: GAIN_DAY_FIELDS,
    missedDayFields: MISSED_DAY_FIELDS,
  },
  loss: {
    daySchema: lossDayBody,
    missedDaySchema: lossMissedDayBody,
    dayFields: LOSS_DAY_FIELDS,
    missedDayFields: LOSS_MISSED_FIELDS,
  },
  maintenance: {
    daySchema: dayBody,
    missedDaySchema: missedDayBody,
    dayFields: MAINTENANCE_DAY_FIELDS,
    missedDayFields: MISSED_DAY_FIELDS,
  },
};
