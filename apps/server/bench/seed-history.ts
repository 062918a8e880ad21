import { DAY_MS } from "@ironpath/domain/days";
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { withEstimate } from "@ironpath/domain/training/exercise-type";
import type { Database, PerformancesTable, RoutineRowsTable } from "../src/db/schema.js";

// Synthetic history: programs of 6 phases × 12 weeks × 4 days, each day 6 exercises, every
// exercise logged as a quick entry plus 3 sets. One such program is about 1.4 years of training.
const PHASES = 6;
const WEEKS = 12;
const DAYS = 4;
export const ROWS_PER_DAY = 6;
const SETS = 3;

export async function createHistoryProgram(db: Kysely<Database>, ownerId: string, name: string, exerciseIds: string[]) {
  const programId = `bench-${randomUUID()}`;
  await db
    .insertInto("routines")
    .values({
      id: programId,
      name,
      description: "benchmark history",
      owner_user_id: ownerId,
      display_order: 0,
      created_at: new Date().toISOString(),
      retired: 0,
    })
    .execute();
  const rows: RoutineRowsTable[] = [];
  for (let phase = 1; phase <= PHASES; phase += 1)
    for (let week = 1; week <= WEEKS; week += 1)
      for (let day = 1; day <= DAYS; day += 1)
        for (let order = 1; order <= ROWS_PER_DAY; order += 1)
          rows.push({
            id: `${programId}-${phase}-${week}-${day}-${order}`,
            routine_id: programId,
            phase,
            week,
            day,
            exercise_order: order,
            exercise_id: exerciseIds[(day * ROWS_PER_DAY + order) % exerciseIds.length] as string,
            warm_up_sets: 2,
            sets: SETS,
            reps: "5",
            rpe: "8",
            percent_1rm: null,
            min_rest: 2,
            max_rest: 3,
            notes: null,
            retired: 0,
            superset: null,
          });
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto("routine_rows")
      .values(rows.slice(i, i + 500))
      .execute();
  return { programId, rows };
}

/** Logs every row of a program for a user, one training day every ~1.75 calendar days from `start`. */
export async function logWholeProgram(
  db: Kysely<Database>,
  userId: string,
  programId: string,
  rows: RoutineRowsTable[],
  start: Date,
): Promise<number> {
  const values: PerformancesTable[] = [];
  rows.forEach((row, i) => {
    const session = Math.floor(i / ROWS_PER_DAY);
    const when = new Date(start.getTime() + session * 1.75 * DAY_MS + i * 60_000);
    for (let set = 0; set <= SETS; set += 1)
      values.push(
        withEstimate({
          id: randomUUID(),
          user_id: userId,
          routine_id: programId,
          row_id: row.id,
          exercise_id: row.exercise_id,
          phase: row.phase,
          week: row.week,
          day: row.day,
          set_index: set,
          reps: 5,
          rpe: 8,
          weight: 100 + (i % 50) * 5,
          seconds: null,
          performed_on: when.toISOString().slice(0, 10),
          logged_at: new Date(when.getTime() + set * 1000).toISOString(),
        }),
      );
  });
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < values.length; i += 500)
      await trx
        .insertInto("performances")
        .values(values.slice(i, i + 500))
        .execute();
  });
  return values.length;
}

export const PROGRAM_DAYS = PHASES * WEEKS * DAYS;
export const TRAINING_DAYS_PER_YEAR = 365 / 1.75;
