import { NotFoundError } from "@ironpath/domain/errors";
import { ONE_REP_MAXES } from "@ironpath/domain/profile/one-rep-maxes";
import type { Profile, UserInfo } from "@ironpath/domain/profile/user-info.schema";
import type { Kysely } from "kysely";
import { findUserInfo, hasUserInfo, saveUserInfo } from "../db/repositories/user-info.js";
import type { User } from "../db/repositories/users.js";
import type { Database } from "../db/schema.js";

/** Saving the User Info form again replaces what was saved. */
export async function saveProfile(db: Kysely<Database>, userId: string, info: UserInfo): Promise<void> {
  await saveUserInfo(db, userId, info, new Date().toISOString());
}

/** Whether the user has filled in User Info (the coach and the suggested loads need it). */
export function isProfileComplete(db: Kysely<Database>, userId: string): Promise<boolean> {
  return hasUserInfo(db, userId);
}

/** The read-only Profile: height in inches (and split), the four 1RMs by lift. */
export async function getProfile(db: Kysely<Database>, user: User): Promise<Profile> {
  const info = await findUserInfo(db, user.id);
  if (!info) throw new NotFoundError("No user info yet: fill in the User Info form first");
  return {
    age: info.age,
    email: user.email,
    first_name: info.firstName,
    height: info.heightFt * 12 + info.heightIn,
    height_ft: info.heightFt,
    height_in: info.heightIn,
    last_name: info.lastName,
    gender: info.gender,
    weight: info.weight,
    years_lifting: info.yearsLifting,
    oneRepMaxes: ONE_REP_MAXES.map(({ field, label }) => ({ exercise: label, weight: info[field] })),
  };
}
