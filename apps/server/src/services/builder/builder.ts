import type { ProgramRow } from "@ironpath/domain/programs/program-row.schema";
import { parseRest } from "@ironpath/domain/programs/row-rules";
import { InvalidError } from "@ironpath/domain/errors";
import type { DayKey } from "@ironpath/domain/training/next-day";
import type { Kysely } from "kysely";
import { findExerciseIds } from "../../db/repositories/catalogue.js";
import {
  type WrittenRow,
  dayHasRows,
  ensureUserProgram,
  retireProgram,
  weekVolume,
  writeDays,
} from "../../db/repositories/program-days.js";
import { programStructure } from "../../db/repositories/program-structure.js";
import { type Program, findProgram, listUserCreatedPrograms } from "../../db/repositories/programs-repository.js";
import type { Database } from "../../db/schema.js";
import { noProgram } from "../program-errors.js";
import { lockOwner } from "../../db/repositories/users.js";

// The program builder: a lifter writes their own program a day at a time, copies days and weeks,
// and removes what they no longer want. Every row is checked by the domain's rules on the way in.

const orNull = (text: string) => (text === "" ? null : text);

/** The rows as the form wrote them, as stored; an exercise the lifter cannot see is refused in words. */
async function toStored(db: Kysely<Database>, userId: string, rows: ProgramRow[]): Promise<WrittenRow[]> {
  const ids = await findExerciseIds(
    db,
    rows.map((r) => r.exerciseName),
    userId,
  );
  return rows.map((row, i) => {
    const exerciseId = ids.get(row.exerciseName);
    if (!exerciseId) {
      const message = `No exercise named "${row.exerciseName}": add it with Add Exercise first`;
      throw new InvalidError(message, { [`programData.${i}.exerciseName`]: message });
    }
    const rest = parseRest(row.rest) ?? { minRest: 0, maxRest: 0 };
    return {
      exerciseId,
      exerciseOrder: row.exerciseOrder,
      warmUpSets: row.warmUp === "" ? 0 : Number(row.warmUp),
      sets: Number(row.sets),
      reps: row.reps,
      rpe: orNull(row.rpe),
      percent1RM: orNull(row.percent1RM),
      ...rest,
      notes: orNull(row.notes),
    };
  });
}

async function requireOwnProgram(db: Kysely<Database>, userId: string, name: string) {
  const program = await findProgram(db, name, userId, "user-created");
  if (!program) throw noProgram(name);
  return program;
}

/**
 * One transaction for one builder write, the owner's users row taken first (`lockOwner`): a
 * delete and a write of one lifter wait for each other, never deadlock. What was read before it
 * (the program, the rows to copy) may be gone by then: the write then answers 404 in words.
 */
function asOwner(db: Kysely<Database>, userId: string, work: (trx: Kysely<Database>) => Promise<boolean>) {
  return db.transaction().execute(async (trx) => {
    await lockOwner(trx, userId);
    return work(trx);
  });
}

async function writeOwnDays(
  db: Kysely<Database>,
  userId: string,
  program: Program,
  writes: { day: DayKey; rows: WrittenRow[] }[],
): Promise<void> {
  if (!(await asOwner(db, userId, (trx) => writeDays(trx, program.id, writes)))) throw noProgram(program.name);
}

export function listOwnPrograms(db: Kysely<Database>, userId: string): Promise<string[]> {
  return listUserCreatedPrograms(db, userId);
}

/** Writes a whole day (creating the program on its first day); no rows removes the day. */
export async function saveProgramDay(
  db: Kysely<Database>,
  userId: string,
  input: { programName: string; day: DayKey; rows: ProgramRow[] },
  /** Refuses, writing nothing, when the day holds rows already (after the owner's lock: no race). */
  ifTaken?: () => Error,
): Promise<void> {
  const stored = await toStored(db, userId, input.rows);
  const now = new Date().toISOString();
  // Created and written in one transaction: a delete cannot retire it in between.
  await asOwner(db, userId, async (trx) => {
    const programId = await ensureUserProgram(trx, userId, input.programName, now);
    if (ifTaken && (await dayHasRows(trx, programId, input.day))) throw ifTaken();
    return writeDays(trx, programId, [{ day: input.day, rows: stored }]);
  });
}

/** A day's rows for the builder ([] for a program or day with nothing yet). */
export async function programDay(db: Kysely<Database>, userId: string, name: string, day: DayKey) {
  const program = await findProgram(db, name, userId, "user-created");
  if (!program) return [];
  return (await programStructure(db, program)).rowsOf(day);
}

/** A day's rows as the builder writes them (what is read back is what was written). */
async function dayRowsAsWritten(db: Kysely<Database>, program: Program, day: DayKey): Promise<WrittenRow[]> {
  return (await programStructure(db, program)).rowsOf(day);
}

/** Copies one day onto other days, replacing them; returns how many days were written. */
export async function copyDay(
  db: Kysely<Database>,
  userId: string,
  input: { programName: string; from: DayKey; to: DayKey[] },
) {
  const program = await requireOwnProgram(db, userId, input.programName);
  const rows = await dayRowsAsWritten(db, program, input.from);
  if (rows.length === 0) throw new InvalidError("That day has no exercises to copy");
  await writeOwnDays(
    db,
    userId,
    program,
    input.to.map((day) => ({ day, rows })),
  );
  return input.to.length;
}

/** Copies a week onto other weeks of its phase: each becomes the same week (days it had beyond are removed). */
export async function copyWeek(
  db: Kysely<Database>,
  userId: string,
  input: { programName: string; phase: number; week: number; toWeeks: number[] },
) {
  const program = await requireOwnProgram(db, userId, input.programName);
  const structure = await programStructure(db, program);
  const inWeek = (week: number) =>
    structure.days.filter((d) => d.phase === input.phase && d.week === week).map((d) => d.day);
  const days = inWeek(input.week);
  if (days.length === 0) throw new InvalidError(`Week ${input.week} has no days to copy`);
  const { phase } = input;
  const weeks = [...new Set(input.toWeeks)].filter((w) => w !== input.week);
  const writes = [];
  for (const day of days) {
    const rows = await dayRowsAsWritten(db, program, { phase, week: input.week, day });
    writes.push(...weeks.map((week) => ({ day: { phase, week, day }, rows })));
  }
  for (const week of weeks) {
    const extra = inWeek(week).filter((d) => !days.includes(d));
    writes.push(...extra.map((day) => ({ day: { phase, week, day }, rows: [] })));
  }
  await writeOwnDays(db, userId, program, writes);
  return weeks.length * days.length;
}

export async function deleteDay(db: Kysely<Database>, userId: string, programName: string, day: DayKey) {
  const program = await requireOwnProgram(db, userId, programName);
  await writeOwnDays(db, userId, program, [{ day, rows: [] }]);
}

export async function deleteProgram(db: Kysely<Database>, userId: string, programName: string) {
  const program = await requireOwnProgram(db, userId, programName);
  if (!(await asOwner(db, userId, (trx) => retireProgram(trx, program.id)))) throw noProgram(programName);
}

export async function programWeekVolume(
  db: Kysely<Database>,
  userId: string,
  name: string,
  phase: number,
  week: number,
) {
  return weekVolume(db, (await requireOwnProgram(db, userId, name)).id, phase, week);
}
