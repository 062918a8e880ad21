import { estimateOneRepMax } from "@ironpath/domain/training/strength/e1rm";
import { type Kysely, sql } from "kysely";

// Frozen: a shipped migration is never edited; a change is a new migration.
// Each set carries its estimated 1RM, computed by the domain when it is written (decision 0020):
// the next day's %1RM and reps@RPE loads then read a lift's best recent estimate as one max()
// inside the database, instead of shipping its recent sets to the server to estimate there.
// Sets already logged get theirs here, a batch at a time.

const BATCH = 1000;

interface SetRow {
  id: string;
  weight: number;
  reps: number;
  rpe: number | null;
}

type Db = Kysely<{ performances: SetRow }>;

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as unknown as Db;
  // Kysely runs PostgreSQL's migrations in a transaction, SQLite's not: a process stopped during
  // the backfill would leave the column without the migration recorded, and the next start
  // would fail on it. On SQLite the whole step is one transaction of its own.
  if (db.isTransaction) await addEstimates(db);
  else await db.transaction().execute(addEstimates);
}

async function addEstimates(db: Db): Promise<void> {
  await db.schema.alterTable("performances").addColumn("e1rm", "double precision").execute();
  let after = "";
  for (;;) {
    const rows = await db
      .selectFrom("performances")
      .select(["id", "weight", "reps", "rpe"])
      .where("id", ">", after)
      .orderBy("id")
      .limit(BATCH)
      .execute();
    const last = rows.at(-1);
    if (!last) break;
    const estimates = rows
      .map((r) => ({ id: r.id, e1rm: estimateOneRepMax({ weight: Number(r.weight), reps: r.reps, rpe: r.rpe }) }))
      .filter((r) => r.e1rm !== null);
    if (estimates.length > 0) {
      // UPDATE … FROM: PostgreSQL and SQLite (3.33 and later) alike.
      const values = sql.join(estimates.map((e) => sql`(${e.id}, cast(${e.e1rm} as double precision))`));
      await sql`with v(id, e1rm) as (values ${values})
        update performances set e1rm = v.e1rm from v where performances.id = v.id`.execute(db);
    }
    after = last.id;
  }
  // A lift's newest sets, read in order by the next day, the last weights and History: the index
  // now also carries the date, the row and the estimate, so the next day's probes (the last
  // session's row and date, the best of the newest sets) are read from the index alone.
  await db.schema.dropIndex("performances_exercise_idx").execute();
  await db.schema
    .createIndex("performances_exercise_idx")
    .on("performances")
    .columns(["user_id", "exercise_id", "logged_at", "performed_on", "row_id", "e1rm"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("performances_exercise_idx").execute();
  await db.schema
    .createIndex("performances_exercise_idx")
    .on("performances")
    .columns(["user_id", "exercise_id", "logged_at"])
    .execute();
  await db.schema.alterTable("performances").dropColumn("e1rm").execute();
}
