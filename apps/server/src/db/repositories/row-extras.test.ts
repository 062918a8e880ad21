import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryPlan } from "../../testing/query-plan.js";
import { DIALECTS, type TestDb, createTestDb } from "../../testing/test-app.js";
import type { Database } from "../schema.js";
import { rowExtrasQuery } from "./notes-and-warm-ups-repository.js";

/** Two lifters with a note and three warm-ups on each of many program rows, so that the planners see real statistics. */
async function fillExtras(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom("routine_rows").select(["id", "routine_id", "exercise_id"]).limit(600).execute();
  for (const user of ["u", "v"]) {
    await db
      .insertInto("users")
      .values({ id: user, email: `${user}@example.com`, password_hash: null, created_at: "2020-01-01T00:00:00Z" })
      .execute();
    const place = (r: (typeof rows)[number], i: number) => ({
      user_id: user,
      routine_id: r.routine_id,
      row_id: r.id,
      exercise_id: r.exercise_id,
      performed_on: new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString().slice(0, 10),
    });
    const warmUps = rows.flatMap((r, i) =>
      [1, 2, 3].map((set) => ({
        ...place(r, i),
        id: `${user}-${r.id}-${set}`,
        phase: 1,
        week: 1,
        day: 1,
        set_index: set,
        reps: 5,
        weight: 60,
        logged_at: "2020-01-01T12:00:00.000Z",
      })),
    );
    for (let i = 0; i < warmUps.length; i += 300)
      await db
        .insertInto("warm_up_sets")
        .values(warmUps.slice(i, i + 300))
        .execute();
    const notes = rows.map((r, i) => ({
      ...place(r, i),
      set_index: 0,
      note: "felt good",
      updated_at: "2020-01-01T12:00:00.000Z",
    }));
    for (let i = 0; i < notes.length; i += 300)
      await db
        .insertInto("day_notes")
        .values(notes.slice(i, i + 300))
        .execute();
  }
  return rows.map((r) => r.id);
}

// History reads each page's notes and warm-ups in one statement (rowExtrasOf): each half walks its
// table's key (user, row, set), never the lifter's whole log, so a page costs the same however long
// the lifter has been lifting.
describe.each(DIALECTS)("the notes and warm-ups of a history page stay indexed on %s", (dialect) => {
  let t: TestDb;
  let rowIds: string[];
  beforeAll(async () => {
    t = await createTestDb(dialect);
    rowIds = await fillExtras(t.db);
    if (dialect === "postgres") await sql`analyze warm_up_sets, day_notes`.execute(t.db);
  }, 120_000);
  afterAll(() => t.destroy());

  it("reads the notes through day_notes_pk and the warm-ups through warm_up_sets_entry_uq", async () => {
    for (const page of [rowIds.slice(0, 1), rowIds.slice(0, 12)]) {
      const text = await queryPlan(t, rowExtrasQuery(t.db, "u", { noteRows: page, warmUpRows: page }));
      expect(text).toMatch(/day_notes_pk|sqlite_autoindex_day_notes_1/);
      expect(text).toContain("warm_up_sets_entry_uq");
      expect(text).not.toMatch(/SCAN (day_notes|warm_up_sets)\b|Seq Scan on (day_notes|warm_up_sets)/);
    }
  });
});
