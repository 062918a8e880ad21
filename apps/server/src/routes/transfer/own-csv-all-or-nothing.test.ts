import type { ImportReport } from "@ironpath/domain/transfer/import-api.schema";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import type { Dialect } from "../../db/create-db.js";
import type { TestDb } from "../../testing/test-app.js";
import { DIALECTS, callAs, registerUser, useTestApp } from "../../testing/test-app.js";

// An import of Ironpath's sets CSV is kept whole or not at all (decision 0099): the notes' write
// failing (a fault injected in the database) leaves no set, warm-up or exercise of that import,
// and the same file imported once the fault is gone writes everything, once.

const HEADER =
  "date,program,phase,week,day,exercise,set,reps,rpe,weight_lbs,seconds,exercise_type,status,weight,unit,warm_up,note,exercise_note";
const AT = "2026-03-02,Paired Day,1,1,1";
const CSV = [
  HEADER,
  `${AT},Zercher Squat,1,5,,95,,weight_reps,done,95,lb,true,,`,
  `${AT},Zercher Squat,1,5,8,185,,weight_reps,done,185,lb,false,Knees in,Belt on`,
  `${AT},Zercher Squat,2,5,8,185,,weight_reps,done,185,lb,false,,`,
].join("\n");

/** Every insert into the notes' table fails, as a full disk or a lost connection would fail it. */
async function failNotes(db: TestDb, dialect: Dialect, on: boolean) {
  if (dialect === "sqlite") {
    await sql
      .raw(
        on
          ? "create trigger fail_notes before insert on day_notes begin select raise(abort, 'fault: notes'); end"
          : "drop trigger fail_notes",
      )
      .execute(db.db);
    return;
  }
  if (!on) {
    await sql.raw("drop trigger fail_notes on day_notes").execute(db.db);
    return;
  }
  await sql
    .raw(
      "create or replace function fail_notes() returns trigger as $$ begin raise exception 'fault: notes'; end $$ language plpgsql",
    )
    .execute(db.db);
  await sql
    .raw("create trigger fail_notes before insert on day_notes for each row execute function fail_notes()")
    .execute(db.db);
}

describe.each(DIALECTS)("Ironpath's sets CSV imported all or nothing on %s", (dialect) => {
  const t = useTestApp(dialect);

  it("keeps nothing of an import whose notes failed, and all of it imported again", async () => {
    const { cookie, id } = await registerUser(t.app);
    const call = (url: string, payload?: object) => callAs(t.app, cookie, url, payload);
    const kept = async () => ({
      sets: (await t.db.db.selectFrom("performances").select("id").where("user_id", "=", id).execute()).length,
      warmUps: (await t.db.db.selectFrom("warm_up_sets").select("id").where("user_id", "=", id).execute()).length,
      exercises: (await t.db.db.selectFrom("exercises").select("id").where("owner_user_id", "=", id).execute()).length,
      programs: (await t.db.db.selectFrom("routines").select("id").where("owner_user_id", "=", id).execute()).length,
    });

    await failNotes(t.db, dialect, true);
    try {
      const failed = await call("/api/import/workouts", { format: "ironpath", csv: CSV });
      expect(failed.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await failNotes(t.db, dialect, false);
    }
    expect(await kept()).toEqual({ sets: 0, warmUps: 0, exercises: 0, programs: 0 });
    expect((await call("/api/history/sessions")).json().sessions).toEqual([]);

    const imported = await call("/api/import/workouts", { format: "ironpath", csv: CSV });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ sets: 2, warmUps: 1, notes: 2 });
    const again: ImportReport = (await call("/api/import/workouts", { format: "ironpath", csv: CSV })).json();
    expect(again).toMatchObject({ sets: 0, warmUps: 0, notes: 0 });
    expect(await kept()).toMatchObject({ sets: 2, warmUps: 1 });
  });
});
