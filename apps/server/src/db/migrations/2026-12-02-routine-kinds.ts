import { isImportedHistory } from "@ironpath/domain/programs/routine-kind";
import { type Kysely, sql } from "kysely";

// Frozen: a shipped migration is never edited; a change is a new migration.
// Routines get a kind (decision 0051): "program" (what there was), "history" (a Strong or Hevy
// import) or "freestyle" (a workout logged with no program). A lifter's names are unique per kind
// among those in use, so an import or a workout never takes a program's name. Existing imports
// are moved to "history": a lifter's routine named as an import names it ("Imported from Strong
// 2024", 0047's "(imported)" too) whose every row in use carries that import's note.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("routines")
    .addColumn("kind", "text", (c) => c.notNull().defaultTo("program"))
    .execute();
  await db.schema.dropIndex("routines_owner_name_uq").execute();
  await sql`create unique index routines_owner_kind_name_uq on routines (owner_user_id, kind, name) where owner_user_id is not null and retired = 0`.execute(
    db,
  );
  const candidates: { id: string; name: string }[] = await db
    .selectFrom("routines")
    .select(["id", "name"])
    .where("owner_user_id", "is not", null)
    .where("name", "like", "Imported from %")
    .execute();
  for (const routine of candidates) {
    const rows: { notes: string | null }[] = await db
      .selectFrom("routine_rows")
      .select("notes")
      .where("routine_id", "=", routine.id)
      .where("retired", "=", 0)
      .execute();
    if (
      !isImportedHistory(
        routine.name,
        rows.map((r) => r.notes),
      )
    )
      continue;
    await db.updateTable("routines").set({ kind: "history" }).where("id", "=", routine.id).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("routines_owner_kind_name_uq").execute();
  await sql`create unique index routines_owner_name_uq on routines (owner_user_id, name) where owner_user_id is not null and retired = 0`.execute(
    db,
  );
  await db.schema.alterTable("routines").dropColumn("kind").execute();
}
