import type { Kysely } from "kysely";

// Frozen: a shipped migration is never edited; a change is a new migration.
// Previous weights read a lifter's newest 100 sets of an exercise through performances_exercise_idx,
// then each set's row in the table for its numbers and program (decision 0082): the index now
// carries them too (program, set, reps, RPE, weight, seconds), so the read never leaves it. Same
// leading columns, so every read that used the index still does, in the same order.

const OLD = ["user_id", "exercise_id", "logged_at", "performed_on", "row_id", "e1rm"] as const;
const NEW = [...OLD, "routine_id", "set_index", "reps", "rpe", "weight", "seconds"] as const;

async function rebuild(db: Kysely<unknown>, columns: readonly string[]): Promise<void> {
  await db.schema.dropIndex("performances_exercise_idx").execute();
  await db.schema
    .createIndex("performances_exercise_idx")
    .on("performances")
    .columns([...columns])
    .execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rebuild(db, NEW);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rebuild(db, OLD);
}
