import { addDays } from "@ironpath/domain/coach/calendar";
import { gainChoices, lossChoices } from "@ironpath/domain/coach/targets";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { requireBody } from "./coach-requirements.js";

/** The goal screen's rate choices, personalised to the lifter's weight: weekly loss, or MONTHLY gain. */
export async function goalChoices(db: Kysely<Database>, userId: string, goal: "weight_loss" | "weight_gain") {
  // Any date works for the body: the latest weigh-in up to tomorrow, the furthest any zone is ahead.
  const body = await requireBody(db, userId, addDays(new Date().toISOString().slice(0, 10), 1));
  return goal === "weight_loss" ? lossChoices(body.weightLb) : gainChoices(body.weightLb);
}
