import { NotFoundError } from "@ironpath/domain/errors";
import { ONE_REP_MAXES } from "@ironpath/domain/profile/one-rep-maxes";
import type { Profile, UserInfo } from "@ironpath/domain/profile/user-info.schema";
import { defaultEquipmentIn } from "@ironpath/domain/training/strength/equipment.schema";
import { centimetres } from "@ironpath/domain/units/height";
import { roundTo } from "@ironpath/domain/units/weight-unit";
import type { Kysely } from "kysely";
import { findUserInfo, hasUserInfo, saveUserInfo } from "../../db/repositories/user-info.js";
import { updateEquipment } from "../../db/repositories/equipment-repository.js";
import type { SessionUser } from "../../db/repositories/users.js";
import type { Database } from "../../db/schema.js";

/**
 * Saving the User Info form again replaces what was saved. A unit other than the lifter's makes it
 * theirs, with that unit's bar and plates (pound plates mean nothing to a kg lifter; decision 0063).
 */
export async function saveProfile(
  db: Kysely<Database>,
  user: Pick<SessionUser, "id" | "weightUnit">,
  info: UserInfo,
): Promise<void> {
  const { unit, ...fields } = info;
  await db.transaction().execute(async (trx) => {
    await saveUserInfo(trx, user.id, fields, new Date().toISOString());
    if (unit && unit !== user.weightUnit) await updateEquipment(trx, user.id, defaultEquipmentIn(unit));
  });
}

/** Whether the user has filled in User Info (the coach and the suggested loads need it). */
export function isProfileComplete(db: Kysely<Database>, userId: string): Promise<boolean> {
  return hasUserInfo(db, userId);
}

/** The read-only Profile: height in inches (and split), the four 1RMs by lift. */
export async function getProfile(
  db: Kysely<Database>,
  user: Pick<SessionUser, "id" | "email" | "weightUnit">,
): Promise<Profile> {
  const info = await findUserInfo(db, user.id);
  if (!info) throw new NotFoundError("No user info yet: fill in the User Info form first");
  return {
    age: info.age,
    email: user.email,
    first_name: info.firstName,
    height: info.heightFt * 12 + info.heightIn,
    height_ft: info.heightFt,
    height_in: info.heightIn,
    // As typed in cm, else the feet and inches in cm; a real column reads back at its tenth.
    height_cm: info.heightCm === undefined ? centimetres(info.heightFt, info.heightIn) : roundTo(info.heightCm, 1),
    last_name: info.lastName,
    gender: info.gender,
    weight: info.weight,
    years_lifting: info.yearsLifting,
    oneRepMaxes: ONE_REP_MAXES.map(({ field, label }) => ({ exercise: label, weight: info[field] })),
    unit: user.weightUnit,
  };
}
