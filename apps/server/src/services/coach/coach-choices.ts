import { addDays } from "@ironpath/domain/coach/calendar";
import { PRIOR_SD_KCAL } from "@ironpath/domain/coach/expenditure";
import { lossForecast } from "@ironpath/domain/coach/goal-forecast";
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
 */
export async function goalChoices(db: Kysely<Database>, userId: string, goal: "weight_loss" | "weight_gain") {
  // Any date works for the body: the latest weigh-in up to tomorrow, the furthest any zone is ahead.
  const tomorrow = addDays(new Date().toISOString().slice(0, 10), 1);
  const body = await requireBody(db, userId, tomorrow);
  if (goal === "weight_gain") return gainChoices(body.weightLb);
  const active = await findActivePhase(db, userId);
  const learnt =
    active?.kind === "maintain" ? (await readState(db, userId, addDays(tomorrow, -1), "maintain")).expenditure : null;
  const multiplier = active?.activityLevel ?? USUAL_MULTIPLIER;
  const expenditure =
    learnt?.fromLogs === true
      ? { kcal: learnt.kcal, sd: learnt.sd }
      : { kcal: maintenanceCalories(body, multiplier), sd: PRIOR_SD_KCAL };
  return lossChoices(body.weightLb).map((choice) => ({
    ...choice,
    expected12Weeks: lossForecast({ body, multiplier, expenditure, lbPerWeek: choice.value }),
  }));
}
