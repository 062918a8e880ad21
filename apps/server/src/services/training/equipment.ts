import { NotFoundError } from "@ironpath/domain/errors";
import { type Equipment, heaviestFirst } from "@ironpath/domain/training/strength/equipment.schema";
import type { Kysely } from "kysely";
import { updateEquipment } from "../../db/repositories/equipment-repository.js";
import type { Database } from "../../db/schema.js";

// The lifter's bar and plates. Reading them costs nothing: the session check read them with the
// user (request.user.equipment). Saving replaces both; the next day's plates and warm-ups follow
// from the next request on.

/** Saves the bar and plates (plates heaviest first) and answers them as stored. */
export async function saveEquipment(db: Kysely<Database>, userId: string, equipment: Equipment): Promise<Equipment> {
  // A body without a unit is in pounds: the product's unit (decision 0063).
  const saved = {
    ...(equipment.unit === "kg" ? { unit: equipment.unit } : {}),
    bar: equipment.bar,
    plates: heaviestFirst(equipment.plates),
  };
  if (!(await updateEquipment(db, userId, saved))) throw new NotFoundError("No such account");
  return saved;
}
