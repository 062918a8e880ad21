import { markedReason, reasonInUnit } from "@ironpath/domain/coach/change-reason";
import type { Kysely } from "kysely";

// Frozen: a shipped migration is never edited; a change is a new migration.
// A Monday answer's reason was kept in words, its weights in the unit of the day it was answered
// ("your trend is 0.50 lb down"), so a lifter who changed unit read it in the old one. Its
// weights become marks in pounds, worded in the lifter's unit when read (decision 0088).

type Db = Kysely<{ coach_phases: { id: string; change_reason: string | null } }>;

async function rewrite(db: Db, as: (reason: string) => string): Promise<void> {
  const rows = await db
    .selectFrom("coach_phases")
    .select(["id", "change_reason"])
    .where("change_reason", "is not", null)
    .execute();
  for (const row of rows) {
    const reason = as(row.change_reason as string);
    if (reason !== row.change_reason) {
      await db.updateTable("coach_phases").set({ change_reason: reason }).where("id", "=", row.id).execute();
    }
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rewrite(db as unknown as Db, markedReason);
}

/** Back to words, in the product's pounds. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await rewrite(db as unknown as Db, (reason) => reasonInUnit(reason, "lb"));
}
