import { CATALOGUE_TYPES } from "@ironpath/domain/training/exercise-type";
import { type Kysely, sql } from "kysely";

// Frozen: a shipped migration is never edited; a change is a new migration.
// How each exercise is logged (decision 0053): weight × reps unless the catalogue or the lifter
// says otherwise; a timed hold's seconds beside the set's reps. Sets already logged are moved:
// a plank's only number was its reps, which can only have been its seconds (now one hold of them),
// and no set of a bodyweight exercise keeps an estimated 1RM (a +25 lb belt is not the load moved).

type Db = Kysely<{
  exercises: { id: string; name: string; owner_user_id: string | null; exercise_type: string };
  performances: { exercise_id: string; reps: number; seconds: number | null; e1rm: number | null };
}>;

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as unknown as Db;
  // SQLite's migrations run outside a transaction: the whole step is one of its own.
  if (db.isTransaction) await addTypes(db);
  else await db.transaction().execute(addTypes);
}

async function addTypes(db: Db): Promise<void> {
  await db.schema
    .alterTable("exercises")
    .addColumn("exercise_type", "text", (c) => c.notNull().defaultTo("weight_reps"))
    .execute();
  await db.schema.alterTable("performances").addColumn("seconds", "integer").execute();
  for (const type of new Set(CATALOGUE_TYPES.values())) {
    const names = [...CATALOGUE_TYPES].filter(([, t]) => t === type).map(([name]) => name);
    await db
      .updateTable("exercises")
      .set({ exercise_type: type })
      .where("owner_user_id", "is", null)
      .where("name", "in", names)
      .execute();
  }
  const ofType = (types: string[]) => db.selectFrom("exercises").select("id").where("exercise_type", "in", types);
  await db
    .updateTable("performances")
    .set({ seconds: sql`reps`, reps: 1 })
    .where("exercise_id", "in", ofType(["timed"]))
    .execute();
  await db
    .updateTable("performances")
    .set({ e1rm: null })
    .where("exercise_id", "in", ofType(["reps_only", "bodyweight_load", "timed"]))
    .where("e1rm", "is not", null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("performances").dropColumn("seconds").execute();
  await db.schema.alterTable("exercises").dropColumn("exercise_type").execute();
}
