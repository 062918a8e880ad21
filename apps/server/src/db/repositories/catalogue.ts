import type { ExerciseType } from "@ironpath/domain/training/exercise-type";
import type { Kysely } from "kysely";
import type { Database } from "../schema.js";

/** Catalogue exercises, plus the signed-in user's own, by name, each with how it is logged. */
export async function listExercises(
  db: Kysely<Database>,
  userId: string | undefined,
): Promise<{ name: string; type: ExerciseType }[]> {
  const rows = await db
    .selectFrom("exercises")
    .select(["name", "exercise_type"])
    .distinct()
    .where((eb) => eb.or([eb("owner_user_id", "is", null), eb("owner_user_id", "=", userId ?? "")]))
    .orderBy("name")
    .execute();
  return rows.map((r) => ({ name: r.name, type: r.exercise_type }));
}

/** An exercise this user can see by name: their own first, else the catalogue's. */
export async function findExerciseId(db: Kysely<Database>, name: string, userId: string): Promise<string | undefined> {
  const rows = await db
    .selectFrom("exercises")
    .select(["id", "owner_user_id"])
    .where("name", "=", name)
    .where((eb) => eb.or([eb("owner_user_id", "is", null), eb("owner_user_id", "=", userId)]))
    .execute();
  return (rows.find((r) => r.owner_user_id !== null) ?? rows[0])?.id;
}

/**
 * Adds a user's own exercise with its muscle tag, in the caller's transaction (two statements);
 * false, nothing written, when they already have one by that name.
 */
export async function insertUserExercise(
  trx: Kysely<Database>,
  exercise: { id: string; name: string; ownerUserId: string; muscle: string; type: ExerciseType; now: string },
): Promise<boolean> {
  const inserted = await trx
    .insertInto("exercises")
    .values({
      id: exercise.id,
      name: exercise.name,
      owner_user_id: exercise.ownerUserId,
      created_at: exercise.now,
      exercise_type: exercise.type,
    })
    .onConflict((oc) => oc.columns(["name", "owner_user_id"]).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
  await trx.insertInto("exercise_muscles").values({ exercise_id: exercise.id, muscle: exercise.muscle }).execute();
  return true;
}

/** The ids of exercises this user can see, by name (their own first), in one statement. */
export async function findExerciseIds(
  db: Kysely<Database>,
  names: string[],
  userId: string,
): Promise<Map<string, string>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .selectFrom("exercises")
    .select(["id", "name", "owner_user_id"])
    .where("name", "in", [...new Set(names)])
    .where((eb) => eb.or([eb("owner_user_id", "is", null), eb("owner_user_id", "=", userId)]))
    .execute();
  const ids = new Map<string, string>();
  // Catalogue rows first, so the lifter's own exercise of the same name wins.
  for (const r of rows.sort((a, b) => Number(a.owner_user_id !== null) - Number(b.owner_user_id !== null))) {
    ids.set(r.name, r.id);
  }
  return ids;
}
