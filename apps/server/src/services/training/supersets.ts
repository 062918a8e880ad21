import { InvalidError } from "@ironpath/domain/errors";
import type { DayKey } from "@ironpath/domain/training/next-day";
import { GROUP_MAX, combinedGroups, joinGroup, leaveGroup } from "@ironpath/domain/training/supersets";
import {
  type DaySupersets,
  type GroupBody,
  type ProgramDaySupersetsBody,
  SUPERSET_MESSAGES,
  type UngroupBody,
} from "@ironpath/domain/training/supersets-api.schema";
import type { Kysely } from "kysely";
import { dayChangesOf } from "../../db/repositories/day-changes-repository.js";
import { lockProgram } from "../../db/repositories/program-days.js";
import { programStructure } from "../../db/repositories/program-structure.js";
import { type DayRow, type Program, findProgram } from "../../db/repositories/programs-repository.js";
import {
  type DatedDay,
  dayRowGroups,
  daySupersets,
  replaceDaySupersets,
  writeRowSupersets,
} from "../../db/repositories/supersets-repository.js";
import type { Database } from "../../db/schema.js";
import { noDay, noProgram } from "../program-errors.js";
import { lockOwner } from "../../db/repositories/users.js";

// Supersets and circuits (decision 0055): the program's groups come with its rows; the lifter's
// groups for a day are theirs alone, for that date. Each write takes the lifter's users row first
// (decision 0041) and checks the exercises against the day as it is then, so a builder write
// racing it cannot leave a group pointing at a row that is gone.

/** Rows of one group number, in day order; a number held by one row only is no group. */
export function programGroups(rows: readonly Pick<DayRow, "id" | "superset">[]): string[][] {
  const groups = new Map<number, string[]>();
  for (const r of rows) if (r.superset !== null) groups.set(r.superset, [...(groups.get(r.superset) ?? []), r.id]);
  return [...groups.values()].filter((g) => g.length >= 2);
}

/** Each group's ids in day order, leaving out ids that are no longer rows of the day. */
const inDayOrder = (groups: readonly (readonly string[])[], ids: readonly string[]) =>
  groups.map((g) => ids.filter((id) => g.includes(id))).filter((g) => g.length >= 2);

/**
 * The ids of the day's rows as the lifter lifts it: the program's, then those they added to it
 * (decision 0121), so an added exercise can be grouped like a written one.
 */
async function liftedIds(
  db: Kysely<Database>,
  program: Program,
  key: DayKey & { userId: string },
  rows: { id: string }[],
) {
  const { added } = await dayChangesOf(db, key.userId, program.id, key);
  return [...rows.map((r) => r.id), ...added.map((r) => r.id)];
}

/** The day's groups: the program's and the lifter's for this date. */
export async function supersetsOfDay(
  db: Kysely<Database>,
  program: Program,
  key: Omit<DatedDay, "programId">,
): Promise<DaySupersets> {
  const rows = (await programStructure(db, program)).rowsOf(key);
  if (rows.length === 0) throw noDay(program, key);
  const day = await daySupersets(db, { ...key, programId: program.id });
  // The added rows are read only when a group names a row the program does not (most days none).
  const written = rows.map((r) => r.id);
  const ids = day.flat().every((id) => written.includes(id)) ? written : await liftedIds(db, program, key, rows);
  return { program: programGroups(rows), day: inDayOrder(day, ids) };
}

/** Changes the lifter's groups for the day with `change`, checked against the day's rows as they are now. */
async function changeDayGroups(
  db: Kysely<Database>,
  program: Program,
  key: DatedDay,
  change: (groups: string[][], ids: string[], ofProgram: string[][]) => string[][],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockOwner(trx, key.userId);
    const rows = await dayRowGroups(trx, program.id, key);
    if (rows.length === 0) throw noDay(program, key);
    const ids = await liftedIds(trx, program, key, rows);
    const groups = inDayOrder(change(await daySupersets(trx, key), ids, programGroups(rows)), ids);
    await replaceDaySupersets(trx, key, groups);
  });
}

/** Groups these exercises for the day and date (joining any group one of them is in already). */
export async function groupForDay(db: Kysely<Database>, program: Program, userId: string, body: GroupBody) {
  const { exerciseIds, ...day } = body;
  const key = { ...day, userId, programId: program.id };
  await changeDayGroups(db, program, key, (groups, ids, ofProgram) => {
    if (exerciseIds.some((id) => !ids.includes(id))) {
      throw new InvalidError(SUPERSET_MESSAGES.notOfDay, { exerciseIds: SUPERSET_MESSAGES.notOfDay });
    }
    const joined = joinGroup(groups, exerciseIds);
    if (combinedGroups(ofProgram, joined).some((g) => g.length > GROUP_MAX)) {
      throw new InvalidError(SUPERSET_MESSAGES.groupSize, { exerciseIds: SUPERSET_MESSAGES.groupSize });
    }
    return joined;
  });
  return supersetsOfDay(db, program, { ...day, userId });
}

/** Takes one exercise out of the lifter's group for the day; a group left with one exercise ends. */
export async function ungroupForDay(db: Kysely<Database>, program: Program, userId: string, body: UngroupBody) {
  const { exerciseId, ...day } = body;
  await changeDayGroups(db, program, { ...day, userId, programId: program.id }, (groups) =>
    leaveGroup(groups, exerciseId),
  );
  return supersetsOfDay(db, program, { ...day, userId });
}

/** The builder's groups of one of the lifter's program days: row positions (from 0) by group. */
export async function programDaySupersets(db: Kysely<Database>, userId: string, name: string, day: DayKey) {
  const program = await findProgram(db, name, userId, "user-created");
  if (!program) return [];
  const rows = (await programStructure(db, program)).rowsOf(day);
  const ids = rows.map((r) => r.id);
  return programGroups(rows).map((g) => g.map((id) => ids.indexOf(id)));
}

/** Stores the builder's groups on the day's rows, replacing the groups it had. */
export async function saveProgramDaySupersets(db: Kysely<Database>, userId: string, body: ProgramDaySupersetsBody) {
  const { programName, groups, ...day } = body;
  const program = await findProgram(db, programName, userId, "user-created");
  if (!program) throw noProgram(programName);
  const written = await db.transaction().execute(async (trx) => {
    await lockOwner(trx, userId);
    if (!(await lockProgram(trx, program.id))) return false;
    const ids = (await dayRowGroups(trx, program.id, day)).map((r) => r.id);
    const groupOf = new Map<string, number>();
    groups.forEach((positions, group) => {
      for (const position of positions) {
        const id = ids[position];
        if (id === undefined)
          throw new InvalidError(SUPERSET_MESSAGES.noRow(position + 1), {
            groups: SUPERSET_MESSAGES.noRow(position + 1),
          });
        groupOf.set(id, group + 1);
      }
    });
    await writeRowSupersets(trx, program.id, day, groupOf);
    return true;
  });
  if (!written) throw noProgram(programName);
  return programDaySupersets(db, userId, programName, day);
}
