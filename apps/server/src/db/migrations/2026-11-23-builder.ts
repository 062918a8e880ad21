import type { Kysely } from "kysely";
import { sql } from "kysely";

// Frozen: a shipped migration is never edited; a change is a new migration.
// The program builder: a lifter's program names are unique among their programs still in use,
// and each program counts its writes (the first statement of a write, so two writes queue).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("routines")
    .addColumn("revision", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`create unique index routines_owner_name_uq on routines (owner_user_id, name) where owner_user_id is not null and retired = 0`.execute(
    db,
  );
  // The week's volume reads a program's rows with their muscles.
  await db.schema.createIndex("exercise_muscles_exercise_idx").on("exercise_muscles").column("exercise_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("exercise_muscles_exercise_idx").execute();
  await db.schema.dropIndex("routines_owner_name_uq").execute();
  await db.schema.alterTable("routines").dropColumn("revision").execute();
}
