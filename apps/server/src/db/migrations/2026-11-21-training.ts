import type { Kysely } from "kysely";

// Frozen: a shipped migration is never edited; a change is a new migration.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("user_info")
    .addColumn("user_id", "text", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("first_name", "text", (c) => c.notNull())
    .addColumn("last_name", "text", (c) => c.notNull())
    .addColumn("gender", "text", (c) => c.notNull())
    .addColumn("weight", "real", (c) => c.notNull())
    .addColumn("height_ft", "integer", (c) => c.notNull())
    .addColumn("height_in", "integer", (c) => c.notNull())
    .addColumn("age", "integer", (c) => c.notNull())
    .addColumn("years_lifting", "real", (c) => c.notNull())
    .addColumn("deadlift_1rm", "real")
    .addColumn("squat_1rm", "real")
    .addColumn("bench_1rm", "real")
    .addColumn("overhead_press_1rm", "real")
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  // Catalogue exercises have no owner; a user-created exercise belongs to its creator.
  await db.schema
    .createTable("exercises")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("owner_user_id", "text", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  // Unique for owned exercises (NULL owners are distinct, so the catalogue relies on its stable ids).
  await db.schema
    .createIndex("exercises_name_owner_uq")
    .on("exercises")
    .columns(["name", "owner_user_id"])
    .unique()
    .execute();

  await db.schema
    .createTable("exercise_muscles")
    .addColumn("exercise_id", "text", (c) => c.notNull().references("exercises.id").onDelete("cascade"))
    .addColumn("muscle", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("exercise_muscles_pk", ["exercise_id", "muscle"])
    .execute();

  // Ready-made routines have no owner; user-created programs (the builder) will have one.
  await db.schema
    .createTable("routines")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("owner_user_id", "text", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("display_order", "integer", (c) => c.notNull())
    // A ready-made routine dropped from the shipped data: no longer offered, still in the lists
    // (and logs) of the users who added it.
    .addColumn("retired", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("routines_name_idx").on("routines").columns(["name", "owner_user_id"]).execute();

  await db.schema
    .createTable("routine_rows")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("routine_id", "text", (c) => c.notNull().references("routines.id").onDelete("cascade"))
    .addColumn("phase", "integer", (c) => c.notNull())
    .addColumn("week", "integer", (c) => c.notNull())
    .addColumn("day", "integer", (c) => c.notNull())
    .addColumn("exercise_order", "integer", (c) => c.notNull())
    .addColumn("exercise_id", "text", (c) => c.notNull().references("exercises.id"))
    .addColumn("warm_up_sets", "integer", (c) => c.notNull())
    .addColumn("sets", "integer", (c) => c.notNull())
    .addColumn("reps", "text", (c) => c.notNull())
    .addColumn("rpe", "text")
    .addColumn("percent_1rm", "text")
    .addColumn("min_rest", "integer", (c) => c.notNull())
    .addColumn("max_rest", "integer", (c) => c.notNull())
    .addColumn("notes", "text")
    // A ready-made row dropped from the shipped data: hidden, but kept for the logs that point at it.
    .addColumn("retired", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex("routine_rows_day_idx")
    .on("routine_rows")
    .columns(["routine_id", "phase", "week", "day", "exercise_order"])
    .execute();

  // A user's list of programs (grown only by add_program).
  await db.schema
    .createTable("user_programs")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("routine_id", "text", (c) => c.notNull().references("routines.id").onDelete("cascade"))
    .addColumn("added_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("user_programs_pk", ["user_id", "routine_id"])
    .execute();

  // The day the log shows a user in a program: the advanced entry carries no phase/week/day.
  await db.schema
    .createTable("shown_days")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("routine_id", "text", (c) => c.notNull().references("routines.id").onDelete("cascade"))
    .addColumn("phase", "integer", (c) => c.notNull())
    .addColumn("week", "integer", (c) => c.notNull())
    .addColumn("day", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("shown_days_pk", ["user_id", "routine_id"])
    .execute();

  // One row per logged exercise (set_index 0: the quick entry) or per set (1..n: advanced entry).
  await db.schema
    .createTable("performances")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("routine_id", "text", (c) => c.notNull().references("routines.id").onDelete("cascade"))
    .addColumn("row_id", "text", (c) => c.notNull().references("routine_rows.id").onDelete("cascade"))
    .addColumn("exercise_id", "text", (c) => c.notNull().references("exercises.id"))
    .addColumn("phase", "integer", (c) => c.notNull())
    .addColumn("week", "integer", (c) => c.notNull())
    .addColumn("day", "integer", (c) => c.notNull())
    .addColumn("set_index", "integer", (c) => c.notNull())
    .addColumn("reps", "integer", (c) => c.notNull())
    .addColumn("rpe", "real")
    .addColumn("weight", "real", (c) => c.notNull())
    .addColumn("performed_on", "text", (c) => c.notNull())
    .addColumn("logged_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("performances_entry_uq")
    .on("performances")
    .columns(["user_id", "row_id", "set_index"])
    .unique()
    .execute();
  // Next day: the user's latest entry in a program.
  await db.schema
    .createIndex("performances_program_idx")
    .on("performances")
    .columns(["user_id", "routine_id", "logged_at"])
    .execute();
  // Next day: the furthest day of a program with an entry.
  await db.schema
    .createIndex("performances_position_idx")
    .on("performances")
    .columns(["user_id", "routine_id", "phase", "week", "day"])
    .execute();
  // Previous weights and the suggested load: the user's entries of one exercise, newest first.
  await db.schema
    .createIndex("performances_exercise_idx")
    .on("performances")
    .columns(["user_id", "exercise_id", "logged_at"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "performances",
    "shown_days",
    "user_programs",
    "routine_rows",
    "routines",
    "exercise_muscles",
    "exercises",
    "user_info",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
