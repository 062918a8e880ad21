import type { UserInfo } from "@ironpath/domain/profile/user-info.schema";
import type { OneRepMaxes } from "@ironpath/domain/training/strength/progression";
import type { Kysely } from "kysely";
import { boundQuery } from "../bound-query.js";
import type { Database, UserInfoTable } from "../schema.js";

function toColumns(userId: string, info: Omit<UserInfo, "unit">, now: string): UserInfoTable {
  return {
    user_id: userId,
    first_name: info.firstName,
    last_name: info.lastName,
    gender: info.gender,
    weight: info.weight,
    height_ft: info.heightFt,
    height_in: info.heightIn,
    height_cm: info.heightCm ?? null,
    age: info.age,
    years_lifting: info.yearsLifting,
    deadlift_1rm: info.deadlift1RM,
    squat_1rm: info.squat1RM,
    bench_1rm: info.bench1RM,
    overhead_press_1rm: info.overheadPress1RM,
    updated_at: now,
  };
}

/** Saving the form again replaces the user's info. */
export async function saveUserInfo(
  db: Kysely<Database>,
  userId: string,
  info: Omit<UserInfo, "unit">,
  now: string,
): Promise<void> {
  const { user_id: _, ...update } = toColumns(userId, info, now);
  await db
    .insertInto("user_info")
    .values(toColumns(userId, info, now))
    .onConflict((oc) => oc.column("user_id").doUpdateSet(update))
    .execute();
}

export async function hasUserInfo(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db.selectFrom("user_info").select("user_id").where("user_id", "=", userId).executeTakeFirst();
  return row !== undefined;
}

const oneRepMaxesOf = boundQuery((db, v: { userId: string }) =>
  db
    .selectFrom("user_info")
    .select(["squat_1rm", "bench_1rm", "deadlift_1rm", "overhead_press_1rm"])
    .where("user_id", "=", v.userId),
);

export async function findOneRepMaxes(db: Kysely<Database>, userId: string): Promise<OneRepMaxes> {
  const [row] = (await db.executeQuery(oneRepMaxesOf(db, { userId }))).rows;
  if (!row) return {};
  return {
    squat: row.squat_1rm,
    bench: row.bench_1rm,
    deadlift: row.deadlift_1rm,
    overheadPress: row.overhead_press_1rm,
  };
}

export async function findUserInfo(db: Kysely<Database>, userId: string): Promise<UserInfo | undefined> {
  const row = await db.selectFrom("user_info").selectAll().where("user_id", "=", userId).executeTakeFirst();
  return (
    row && {
      firstName: row.first_name,
      lastName: row.last_name,
      gender: row.gender === "female" ? "female" : "male",
      weight: row.weight,
      heightFt: row.height_ft,
      heightIn: row.height_in,
      ...(row.height_cm === null ? {} : { heightCm: row.height_cm }),
      age: row.age,
      yearsLifting: row.years_lifting,
      deadlift1RM: row.deadlift_1rm,
      squat1RM: row.squat_1rm,
      bench1RM: row.bench_1rm,
      overheadPress1RM: row.overhead_press_1rm,
    }
  );
}
