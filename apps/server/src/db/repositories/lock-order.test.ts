import { UnavailableError } from "@ironpath/domain/errors";
import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp, registerUser } from "../../testing/test-app.js";
import type { Database } from "../schema.js";
import { ensureUserProgram, writeDays } from "./program-days.js";
import { lockOwner } from "./users.js";

// Every write to a versioned table also updates its owner's users row (decision 0023), so two
// transactions of one lifter that take the users row and a program's row in opposite orders
// deadlock on PostgreSQL, and one of them fails. SQLite has one writer at a time: no such order.

describe("one lock order for a lifter's writes on postgres", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("postgres");
  });
  afterAll(async () => {
    await t.close();
  });

  it("lets a builder write and an import of the same lifter's program both finish", async () => {
    const db = t.db.db as Kysely<Database>;
    const { id } = await registerUser(t.app);
    const now = new Date().toISOString();
    const programId = await ensureUserProgram(db, id, "Imported", now);
    // The import's order: the lifter's new exercises first (their users row), then the program.
    const importing = await db.startTransaction().execute();
    try {
      await importing
        .insertInto("exercises")
        .values({ id: `ex-${id}`, name: "Imported curl", owner_user_id: id, created_at: now })
        .execute();
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(importing);
      const importer = rows[0]?.pid;
      // Meanwhile the builder writes a day of that program.
      const building = db.transaction().execute(async (trx) => {
        await lockOwner(trx, id);
        return writeDays(trx, programId, [{ day: { phase: 1, week: 1, day: 1 }, rows: [] }]);
      });
      const outcome = building.then(
        () => "written",
        (error: Error) => error.message,
      );
      // Once the builder waits on the import, the import goes on to the program's row.
      for (let waited = 0; ; waited += 20) {
        const blocked = await sql<{ n: number }>`
          select count(*)::int as n from pg_stat_activity where ${importer}::int = any(pg_blocking_pids(pid))`.execute(
          db,
        );
        if ((blocked.rows[0]?.n ?? 0) > 0) break;
        if (waited > 5_000) throw new Error("the builder's write never waited on the import");
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await importing
        .updateTable("routines")
        .set({ revision: sql`revision + 1` })
        .where("id", "=", programId)
        .execute();
      await importing.commit().execute();
      expect(await outcome).toBe("written");
    } catch (error) {
      await importing
        .rollback()
        .execute()
        .catch(() => undefined);
      throw error;
    }
  });

  it("answers a deadlock it could not avoid as unavailable (a 503 to try again), not as a failure", async () => {
    const db = t.db.db as Kysely<Database>;
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const touch = (trx: Kysely<Database>, id: string) =>
      trx.updateTable("users").set({ data_version: sql`data_version + 1` }).where("id", "=", id).execute();
    // Two transactions taking the same two rows in opposite orders: PostgreSQL ends one of them.
    const first = await db.startTransaction().execute();
    const second = await db.startTransaction().execute();
    await touch(first, a.id);
    await touch(second, b.id);
    const outcomes = await Promise.allSettled([touch(first, b.id), touch(second, a.id)]);
    await Promise.all([first.rollback().execute(), second.rollback().execute()]);
    const refused = outcomes.filter((o) => o.status === "rejected").map((o) => (o as PromiseRejectedResult).reason);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toBeInstanceOf(UnavailableError);
    expect((refused[0] as Error).message).toBe("The database was busy: try again");
  });
});
