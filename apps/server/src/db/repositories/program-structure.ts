import { type DayKey, compareDays } from "@ironpath/domain/training/next-day";
import type { Kysely } from "kysely";
import type { Database } from "../schema.js";
import { type DayRow, toRow } from "./programs.js";

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
}

/** Programs kept per database: far more than a process serves at once; the least recent go first. */
const MAX_PROGRAMS = 500;
const caches = new WeakMap<Kysely<Database>, Map<string, ProgramStructure>>();

const dayKey = (d: DayKey) => `${d.phase}/${d.week}/${d.day}`;

async function load(db: Kysely<Database>, programId: string): Promise<ProgramStructure> {
  const rows = await db
    .selectFrom("routine_rows")
    .innerJoin("exercises", "exercises.id", "routine_rows.exercise_id")
    .selectAll("routine_rows")
    .select("exercises.name as exercise_name")
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
  return { days, rowsOf: (day) => byDay.get(dayKey(day)) ?? [], row: (id) => byId.get(id) };
}

export async function programStructure(
  db: Kysely<Database>,
  program: { id: string; revision: number },
): Promise<ProgramStructure> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const key = `${program.id}@${program.revision}`;
  const known = cache.get(key);
  if (known) {
    cache.delete(key);
    cache.set(key, known);
    return known;
  }
  const structure = await load(db, program.id);
  for (const old of cache.keys()) if (old.startsWith(`${program.id}@`)) cache.delete(old);
  cache.set(key, structure);
  if (cache.size > MAX_PROGRAMS) cache.delete(cache.keys().next().value as string);
  return structure;
}
