import type { WeightUnit } from "@ironpath/domain/units/weight-unit";
import type { Kysely } from "kysely";
import type { Database } from "../schema.js";

// The units a lifter gave single exercises (decision 0081), by exercise id.

/** The own units of these exercises of the lifter's, in one statement; none asked, none read. */
export async function exerciseUnits(
  db: Kysely<Database>,
  userId: string,
  exerciseIds: readonly string[],
): Promise<Map<string, WeightUnit>> {
  if (exerciseIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("exercise_units")
    .select(["exercise_id", "unit"])
    .where("user_id", "=", userId)
    .where("exercise_id", "in", [...new Set(exerciseIds)])
    .execute();
  return new Map(rows.map((r) => [r.exercise_id, r.unit]));
}

/** Every exercise of the lifter's with its own unit, by name (the export's list). */
export async function exerciseUnitsByName(
  db: Kysely<Database>,
  userId: string,
): Promise<{ exercise_name: string; unit: WeightUnit }[]> {
  return db
    .selectFrom("exercise_units")
    .innerJoin("exercises", "exercises.id", "exercise_units.exercise_id")
    .select(["exercises.name as exercise_name", "exercise_units.unit"])
    .where("exercise_units.user_id", "=", userId)
    .orderBy("exercises.name")
    .execute();
}

/** Gives the exercise its own unit, or (null) takes it away. */
export async function setExerciseUnit(
  db: Kysely<Database>,
  userId: string,
  exerciseId: string,
  unit: WeightUnit | null,
): Promise<void> {
  if (unit === null) {
    await db.deleteFrom("exercise_units").where("user_id", "=", userId).where("exercise_id", "=", exerciseId).execute();
    return;
  }
  await db
    .insertInto("exercise_units")
    .values({ user_id: userId, exercise_id: exerciseId, unit })
    .onConflict((oc) => oc.columns(["user_id", "exercise_id"]).doUpdateSet({ unit }))
    .execute();
}

/** Gives these exercises their units where they have none yet (an import's); the number written. */
export async function addExerciseUnits(
  db: Kysely<Database>,
  userId: string,
  units: readonly { exerciseId: string; unit: WeightUnit }[],
): Promise<number> {
  if (units.length === 0) return 0;
  const written = await db
    .insertInto("exercise_units")
    .values(units.map((u) => ({ user_id: userId, exercise_id: u.exerciseId, unit: u.unit })))
    .onConflict((oc) => oc.columns(["user_id", "exercise_id"]).doNothing())
    .returning("exercise_id")
    .execute();
  return written.length;
}
