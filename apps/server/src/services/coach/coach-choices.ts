import { DEFAULT_WEIGHT_UNIT, type WeightUnit, toPounds } from "@ironpath/domain/units/weight-unit";
import type { Goal } from "@ironpath/domain/coach/api.schema";
import { addDays } from "@ironpath/domain/coach/calendar";
import { latestDate } from "@ironpath/domain/days";
import { PRIOR_SD_KCAL } from "@ironpath/domain/coach/expenditure";
import { lossForecastIn } from "@ironpath/domain/coach/goal-forecast";
import { gainChoices, lossChoices } from "@ironpath/domain/coach/targets";
import { maintenanceCalories } from "@ironpath/domain/coach/units";
import type { Kysely } from "kysely";
import { findActivePhase } from "../../db/repositories/coach.js";
import type { Database } from "../../db/schema.js";
import { readState } from "./coach-model.js";
import { requireBody } from "./coach-requirements.js";

/** The multiplier the forecast assumes before the lifter picks an activity level (Moderately Active). */
const USUAL_MULTIPLIER = 1.55;

/**
 * The goal screen's rate choices, personalised to the lifter's weight: weekly loss, or MONTHLY gain.
 * Each loss choice carries what the model expects of 12 weeks beside the product's maximum: from
 * the expenditure learnt in maintenance (at balance), else the formula ± 250 (decision 0059).
 * `unit` kg gives the kg steps (decision 0071); the values are then kg.
 */
export async function goalChoices(
  db: Kysely<Database>,
  userId: string,
  goal: Goal,
  unit: WeightUnit = DEFAULT_WEIGHT_UNIT,
) {
  // Any date works for the body: the latest weigh-in up to tomorrow, the furthest any zone is ahead.
  const tomorrow = latestDate();
  const body = await requireBody(db, userId, tomorrow);
  if (goal === "weight_gain") return gainChoices(body.weightLb, unit);
  const active = await findActivePhase(db, userId);
  const learnt =
    active?.kind === "maintain" ? (await readState(db, userId, addDays(tomorrow, -1), "maintain")).expenditure : null;
  const multiplier = active?.activityLevel ?? USUAL_MULTIPLIER;
  const expenditure =
    learnt?.fromLogs === true
      ? { kcal: learnt.kcal, sd: learnt.sd }
      : { kcal: maintenanceCalories(body, multiplier), sd: PRIOR_SD_KCAL };
  // In the unit the choices were asked in, rounded in it (decision 0081): a kg lifter meets no pound.
  return lossChoices(body.weightLb, unit).map((choice) => ({
    ...choice,
    expected12Weeks: lossForecastIn({ body, multiplier, expenditure, lbPerWeek: toPounds(choice.value, unit) }, unit),
  }));
}
