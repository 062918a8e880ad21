import { DEFAULT_EQUIPMENT, type Equipment, type PlateLbs } from "@ironpath/domain/training/strength/equipment.schema";
import type { Kysely } from "kysely";
import type { Database } from "../schema.js";

// The lifter's bar and plates, two columns of their users row (plates as "45,35,25,10,5,2.5").
// The session check reads them with the user (sessions.ts), so a signed-in call has them already
// and nothing here reads them again.

/** The users row's columns → the domain's equipment. Called on every signed-in request: no zod. */
export function toEquipment(barLbs: number, platesLbs: string): Equipment {
  const plates = platesLbs === "" ? [] : platesLbs.split(",").map(Number);
  // Only the app writes these columns, through the domain's schema; a row that says nothing usable
  // (written by hand) gets the defaults rather than a card without plates.
  if (plates.length === 0 || plates.some((p) => !(p > 0)))
    return { bar: barLbs as Equipment["bar"], plates: [...DEFAULT_EQUIPMENT.plates] };
  return { bar: barLbs as Equipment["bar"], plates: plates as PlateLbs[] };
}

export function platesColumn(plates: readonly number[]): string {
  return plates.join(",");
}

/** Replaces the user's bar and plates; false when there is no such user. */
export async function updateEquipment(db: Kysely<Database>, userId: string, equipment: Equipment): Promise<boolean> {
  const result = await db
    .updateTable("users")
    .set({ bar_lbs: equipment.bar, plates_lbs: platesColumn(equipment.plates) })
    .where("id", "=", userId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
