import { defaultEquipmentIn, type Equipment } from "@ironpath/domain/training/strength/equipment.schema";
import type { WeightUnit } from "@ironpath/domain/units/weight-unit";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../schema.js";

// The lifter's bar and plates, two columns of their users row (plates as "45,35,25,10,5,2.5"), in
// the lifter's unit, a third column ("lb" or "kg", decision 0063). The session check reads them
// with the user (auth-sessions.ts), so a signed-in call has them already and nothing here reads them again.

/** The users row's columns → the domain's equipment. Called on every signed-in request: no zod. */
export function toEquipment(bar: number, platesColumn: string, unitColumn = "lb"): Equipment {
  const unit: WeightUnit = unitColumn === "kg" ? "kg" : "lb";
  const plates = platesColumn === "" ? [] : platesColumn.split(",").map(Number);
  const tagged = unit === "kg" ? { unit } : {};
  // Only the app writes these columns, through the domain's schema; a row that says nothing usable
  // (written by hand) gets the defaults rather than a card without plates.
  if (plates.length === 0 || plates.some((p) => !(p > 0)))
    return { ...tagged, bar, plates: [...defaultEquipmentIn(unit).plates] };
  return { ...tagged, bar, plates };
}

export function platesColumn(plates: readonly number[]): string {
  return plates.join(",");
}

/** Replaces the user's bar, plates and unit; false when there is no such user. */
export async function updateEquipment(
  db: Kysely<Database> | Transaction<Database>,
  userId: string,
  equipment: Equipment,
): Promise<boolean> {
  const result = await db
    .updateTable("users")
    .set({ bar_lbs: equipment.bar, plates_lbs: platesColumn(equipment.plates), weight_unit: equipment.unit ?? "lb" })
    .where("id", "=", userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
