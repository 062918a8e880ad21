import { type DayKey, compareDays } from "@ironpath/domain/training/next-day";
import type { Kysely } from "kysely";
import { cachePerDatabase } from "../../cache/versioned-cache.js";
import type { Database } from "../schema.js";
import { type DayRow, toRow } from "./programs-repository.js";

// A program's days and rows change only when the builder writes them (which bumps the program's
// revision) or when a new release re-seeds the ready-made ones at start. So each process keeps
// them in memory by (program, revision): the workout log's calls read no program rows at all
// after the first, and a write seen by any process is seen by all, through the revision.

export interface ProgramStructure {
  /** Every day that has rows, in program order. */
  days: DayKey[];
  rowsOf(day: DayKey): DayRow[];
  /** A row by id, with its day. */
  row(rowId: string): (DayRow & DayKey) | undefined;
  /** The muscle tags of an exercise of the program (what the load suggestion classifies it by). */
  musclesOf(exerciseId: string): readonly string[];
}

/** Programs kept per database, by revision: far more than a process serves at once; the least recent go first. */
const keptOf = cachePerDatabase<ProgramStructure>(500);

const dayKey = (d: DayKey) => `${d.phase}/${d.week}/${d.day}`;

async function load(db: Kysely<Database>, programId: string): Promise<ProgramStructure> {
  const rows = await db
    .selectFrom("routine_rows")
    .innerJoin("exercises", "exercises.id", "routine_rows.exercise_id")
    .selectAll("routine_rows")
    .select(["exercises.name as exercise_name", "exercises.exercise_type"])
    .where("routine_rows.routine_id", "=", programId)
    .where("routine_rows.retired", "=", 0)
    .orderBy("routine_rows.phase")
    .orderBy("routine_rows.week")
    .orderBy("routine_rows.day")
    .orderBy("routine_rows.exercise_order")
    .execute();
  const byDay = new Map<string, DayRow[]>();
  const byId = new Map<string, DayRow & DayKey>();
  const days: DayKey[] = [];
  for (const r of rows) {
    const day = { phase: r.phase, week: r.week, day: r.day };
    const key = dayKey(day);
    if (!byDay.has(key)) {
      byDay.set(key, []);
      days.push(day);
    }
    const row = toRow(r);
    byDay.get(key)?.push(row);
    byId.set(row.id, { ...row, ...day });
  }
  days.sort(compareDays);
  const muscles = await musclesOfExercises(db, programId);
  return {
    days,
    rowsOf: (day) => byDay.get(dayKey(day)) ?? [],
    row: (id) => byId.get(id),
    musclesOf: (exerciseId) => muscles.get(exerciseId) ?? [],
  };
}

/** The muscle tags of every exercise of a program, read with its rows (an exercise's tags do not change). */
async function musclesOfExercises(db: Kysely<Database>, programId: string): Promise<Map<string, string[]>> {
  const rows = await db
    .selectFrom("exercise_muscles")
    .select(["exercise_id", "muscle"])
    .where("exercise_id", "in", (eb) =>
      eb.selectFrom("routine_rows").select("routine_rows.exercise_id").where("routine_rows.routine_id", "=", programId),
    )
    .execute();
  const muscles = new Map<string, string[]>();
  for (const r of rows) muscles.set(r.exercise_id, [...(muscles.get(r.exercise_id) ?? []), r.muscle]);
  return muscles;
}

export async function programStructure(
  db: Kysely<Database>,
  program: { id: string; revision: number },
): Promise<ProgramStructure> {
  const kept = keptOf(db);
  const revision = String(program.revision);
  const known = kept.get(program.id, revision);
  if (known) return known;
  // Kept in place of the program's older revision.
  const structure = await load(db, program.id);
  kept.set(program.id, revision, structure);
  return structure;
}
