import { randomUUID } from "node:crypto";
import { InvalidError } from "@ironpath/domain/errors";
import { MUSCLES } from "@ironpath/domain/programs/muscles";
import type { Prescription } from "@ironpath/domain/programs/prescription";
import { MAX_IMPORTED_ROWS_PER_DAY } from "@ironpath/domain/programs/row-rules";
import { fileProgramKind } from "@ironpath/domain/transfer/file-day-bounds";
import {
  EVERYTHING_MESSAGES,
  type ImportEverythingReport,
  type ReadSet,
} from "@ironpath/domain/transfer/import-everything.schema";
import { ADDED_PRESCRIPTION } from "@ironpath/domain/training/day-changes";
import { importedPrescription } from "@ironpath/domain/transfer/import-plan";
import type { Kysely } from "kysely";
import {
  type TargetProgram,
  lifterDayChanges,
  lifterEntries,
  lifterKeeps,
  ownProgramsInUse,
  readyMadePrograms,
} from "../../db/repositories/imports-everything.js";
import { type ImportChunk, type ImportPlan, emptyChunk, visibleExercises } from "../../db/repositories/imports.js";
import { prescriptionColumns, prescriptionOf } from "../../db/repositories/prescription-columns.js";
import { withEstimate } from "@ironpath/domain/training/exercise-type";
import type { Database } from "../../db/schema.js";
import type { Document } from "./everything-document.js";
import { type RowPlacement, planDayChanges } from "./everything-day-changes.js";
import { planKept } from "./everything-kept.js";

// The plan of an Ironpath import (decision 0047): every row to insert, read against what the
// lifter has here, writing nothing. A set's identity is its program row and set number: a set
// whose row here already holds that set number, or that an earlier import of the file already
// placed on a hidden row (same program name, day, exercise, set number, date and time), is here.

export interface EverythingPlan extends ImportPlan {
  summary: Omit<
    ImportEverythingReport,
    "sets" | "sessions" | "alreadyHere" | "unit" | "daySupersets" | "exerciseUnits"
  >;
}

type Slot = { phase: number; week: number; day: number };
const slotKey = (s: Slot) => `${s.phase}/${s.week}/${s.day}`;
const rowKey = (s: Slot, order: number, exerciseId: string) => `${slotKey(s)}|${order}|${exerciseId}`;
const sameContent = (r: Prescription & { exercise: string; order: number }) =>
  [r.order, r.exercise, r.warmUpSets, r.sets, r.reps, r.rpe ?? "", r.percent1RM ?? "", r.minRest, r.maxRest]
    .concat(r.notes ?? "")
    .join("|");

/** The rows of a program as comparable text, in one order. */
function programText(days: { slot: Slot; rows: Parameters<typeof sameContent>[0][] }[]): string {
  return days
    .flatMap((d) => d.rows.map((r) => `${slotKey(d.slot)}|${sameContent(r)}`))
    .sort()
    .join("\n");
}

function targetText(program: TargetProgram): string {
  return programText(
    program.rows.map((r) => ({
      slot: r,
      rows: [
        {
          exercise: r.exercise_name,
          order: r.exercise_order,
          ...prescriptionOf(r),
        },
      ],
    })),
  );
}

/** "Name", then "Name (imported)", "Name (imported 2)", … within the program name's length. */
export function candidateName(name: string, attempt: number): string {
  if (attempt === 0) return name;
  const suffix = attempt === 1 ? " (imported)" : ` (imported ${attempt})`;
  return `${name.slice(0, 100 - suffix.length)}${suffix}`;
}

interface Context {
  userId: string;
  now: string;
  head: ImportChunk;
  exerciseIds: Map<string, string>;
  exercisesCreated: string[];
}

/** The exercise's id here: the lifter's own of that name, the catalogue's, or a new one of theirs. */
function exerciseId(ctx: Context, name: string, own?: { muscles: string[]; createdAt: string }): string {
  const known = ctx.exerciseIds.get(name);
  if (known) return known;
  const id = randomUUID();
  ctx.exerciseIds.set(name, id);
  ctx.exercisesCreated.push(name);
  ctx.head.exercises.push({ id, name, owner_user_id: ctx.userId, created_at: own?.createdAt ?? ctx.now });
  const tags = [...new Set(own?.muscles ?? [])].filter((m) => (MUSCLES as readonly string[]).includes(m));
  ctx.head.muscles.push(...tags.map((muscle) => ({ exercise_id: id, muscle })));
  return id;
}

/**
 * The file's own routines here: one of that kind and name with the same rows, or a new one under
 * a name free among that kind's (decision 0051: names are unique per kind).
 */
function placePrograms(ctx: Context, doc: Document, own: TargetProgram[]) {
  const byName = new Map(own.map((p) => [`${p.kind}|${p.name}`, p]));
  const placed = new Map<string, { id: string; name: string; rows: Map<string, string>; existed: boolean }>();
  const report: EverythingPlan["summary"]["programs"] = [];
  for (const program of doc.programs.created) {
    const kind = fileProgramKind(program);
    const named = (attempt: number) => byName.get(`${kind}|${candidateName(program.name, attempt)}`);
    const days = program.days.map((d) => ({
      slot: d,
      rows: d.rows.map((r) => ({ ...r, minRest: r.restMinutes.min, maxRest: r.restMinutes.max })),
    }));
    const text = programText(days);
    let attempt = 0;
    let here = named(attempt);
    while (here && targetText(here) !== text) here = named(++attempt);
    const name = candidateName(program.name, attempt);
    const id = here?.id ?? randomUUID();
    const rows = new Map<string, string>();
    if (here) for (const r of here.rows) rows.set(rowKey(r, r.exercise_order, r.exercise_id), r.id);
    else {
      ctx.head.newPrograms.push({
        id,
        name,
        description: "",
        owner_user_id: ctx.userId,
        display_order: 0,
        retired: 0,
        created_at: program.createdAt,
        kind,
      });
      for (const d of days) {
        for (const r of d.rows) {
          const row = { id: randomUUID(), routine_id: id, ...slotOf(d.slot), exercise_order: r.order };
          const exercise = exerciseId(ctx, r.exercise);
          rows.set(rowKey(d.slot, r.order, exercise), row.id);
          ctx.head.rows.push({
            ...row,
            exercise_id: exercise,
            ...prescriptionColumns(r),
            retired: 0,
          });
        }
      }
    }
    byName.set(`${kind}|${name}`, { id, name, kind, rows: [] });
    placed.set(program.name, { id, name, rows, existed: here !== undefined });
    report.push({ name: program.name, as: name, created: here === undefined });
  }
  return { placed, report };
}

const slotOf = (s: Slot): Slot => ({ phase: s.phase, week: s.week, day: s.day });

/** Reads what is here and plans every row of the file that is not; refuses a clash in words. */
export async function planEverything(
  db: Kysely<Database>,
  userId: string,
  doc: Document,
  now: Date,
  pause: () => Promise<void>,
): Promise<EverythingPlan> {
  const head = emptyChunk();
  const ctx: Context = { userId, now: now.toISOString(), head, exerciseIds: new Map(), exercisesCreated: [] };
  // The lifter's own exercise wins a name it shares with the catalogue's.
  const visible = await visibleExercises(db, userId);
  for (const e of visible.sort((a, b) => Number(a.own) - Number(b.own))) ctx.exerciseIds.set(e.name, e.id);
  const keeps = await lifterKeeps(db, userId);
  const kept = planKept(doc, keeps, userId, ctx.now);
  if (kept.runningHere) throw new InvalidError(EVERYTHING_MESSAGES.phaseRunning(...kept.runningHere));
  for (const e of doc.exercises) exerciseId(ctx, e.name, e);
  const { placed, report } = placePrograms(ctx, doc, await ownProgramsInUse(db, userId));
  const createdNames = new Set(doc.programs.created.map((p) => p.name));
  const dayChanges = doc.dayChanges ?? [];
  const readyNames = new Set([
    ...doc.sets.map((s) => s.program),
    ...doc.programs.added.map((a) => a.name),
    ...dayChanges.map((c) => c.program),
  ]);
  for (const name of createdNames) readyNames.delete(name);
  const readyMade = new Map((await readyMadePrograms(db, readyNames)).map((p) => [p.name, p]));
  const programsAdded: string[] = [];
  for (const a of doc.programs.added) {
    const program = readyMade.get(a.name);
    if (!program || keeps.addedPrograms.has(program.id)) continue;
    keeps.addedPrograms.add(program.id);
    kept.rows.userPrograms.push({ user_id: userId, routine_id: program.id, added_at: a.addedAt });
    programsAdded.push(a.name);
  }
  head.kept = kept.rows;
  await pause();
  const placement = new SetPlacement(ctx, placed, readyMade, await lifterEntries(db, userId));
  const plan: EverythingPlan = {
    days: [head],
    alreadyImported: [],
    summary: {
      programs: report,
      hiddenSets: 0,
      exercisesCreated: ctx.exercisesCreated,
      programsAdded,
      userInfo: kept.userInfo,
      coach: kept.coach,
      dayChanges: 0,
    },
  };
  const byDate = new Map<string, ImportChunk>();
  for (const [i, set] of doc.sets.entries()) {
    if (i % 1_000 === 999) await pause();
    const entry = placement.place(set);
    if (!entry) {
      plan.alreadyImported.push(i + 1);
      continue;
    }
    if (entry.hidden) plan.summary.hiddenSets += 1;
    let chunk = byDate.get(set.date);
    if (!chunk) {
      chunk = { ...emptyChunk(), sessions: 1 };
      byDate.set(set.date, chunk);
      plan.days.push(chunk);
    }
    chunk.entries.push(withEstimate(entry.row, set.exerciseType));
    chunk.lines.push(i + 1);
    if (!chunk.programs.includes(entry.program)) chunk.programs.push(entry.program);
  }
  // After the sets: an added exercise's change goes on the row its sets were placed on.
  head.kept.dayChanges = planDayChanges(dayChanges, await lifterDayChanges(db, userId), placement, userId);
  plan.summary.dayChanges = head.kept.dayChanges.length;
  placement.finishHiddenRows();
  return plan;
}

interface HiddenRow {
  id: string;
  setIndexes: Set<number>;
  sets: { reps: number; rpe: number | null }[];
  row: ImportChunk["rows"][number];
  /** The row of an exercise added to a day (decision 0049): prescribed ADDED_PRESCRIPTION. */
  added?: boolean;
}

/** Where each set of the file goes here, and the hidden programs and rows made for those with no row. */
class SetPlacement implements RowPlacement {
  private readonly byRow = new Set<string>();
  private readonly byContent = new Set<string>();
  private readonly hiddenPrograms = new Map<string, string>();
  private readonly hiddenRows = new Map<string, HiddenRow[]>();

  constructor(
    private readonly ctx: Context,
    private readonly own: Map<string, { id: string; name: string; rows: Map<string, string>; existed: boolean }>,
    private readonly readyMade: Map<string, TargetProgram>,
    entries: Awaited<ReturnType<typeof lifterEntries>>,
  ) {
    for (const e of entries) {
      this.byRow.add(`${e.row_id}|${e.set_index}`);
      this.byContent.add(this.contentKey(e.program, e, e.exercise_id, e.set_index, e.performed_on, e.logged_at));
    }
  }

  private contentKey(program: string, slot: Slot, exercise: string, set: number, date: string, at: string) {
    return `${program}|${slotKey(slot)}|${exercise}|${set}|${date}|${at}`;
  }

  /** The entry to insert for the set, or null when it is here already. */
  place(set: ReadSet) {
    const exercise = exerciseId(this.ctx, set.exercise);
    const own = set.hidden === "program" ? undefined : this.own.get(set.program);
    const ready = own || set.hidden ? undefined : this.readyMade.get(set.program);
    // A hidden program is made only for a set that is not here already.
    let program: { id: string; name: string } | null = null;
    let rowId: string | undefined;
    if (own) {
      program = own;
      if (set.hidden !== "row") rowId = this.rowIn(own.rows, set, exercise);
    } else if (ready) {
      rowId = this.rowIn(this.readyMadeRows(ready), set, exercise);
      if (rowId) program = ready;
    }
    const name = program?.name ?? set.program;
    const content = this.contentKey(name, set, exercise, set.set, set.date, set.loggedAt);
    if (this.byContent.has(content) || (rowId && this.byRow.has(`${rowId}|${set.set}`))) return null;
    this.byContent.add(content);
    program ??= this.hiddenProgram(set.program);
    const hidden = rowId === undefined;
    if (rowId === undefined) rowId = this.hiddenRow(program.id, set, exercise, own?.existed === true);
    this.byRow.add(`${rowId}|${set.set}`);
    const row = {
      id: randomUUID(),
      user_id: this.ctx.userId,
      routine_id: program.id,
      row_id: rowId,
      exercise_id: exercise,
      ...slotOf(set),
      set_index: set.set,
      reps: set.reps,
      rpe: set.rpe,
      weight: Math.round(set.weightLbs * 100) / 100,
      seconds: set.seconds ?? null,
      performed_on: set.date,
      logged_at: set.loggedAt,
    };
    return { row, hidden, program: program.name };
  }

  private readonly readyRows = new Map<string, Map<string, string>>();

  programOf(name: string): string | undefined {
    return this.own.get(name)?.id ?? this.readyMade.get(name)?.id;
  }

  writtenRow(name: string, slot: Slot, order: number, exercise: string): string | undefined {
    const own = this.own.get(name);
    const ready = this.readyMade.get(name);
    const rows = own ? own.rows : ready ? this.readyMadeRows(ready) : undefined;
    return rows?.get(rowKey(slot, order, exercise));
  }

  placedHiddenRow(name: string, slot: Slot, order: number, exercise: string): string | undefined {
    for (const programId of [this.own.get(name)?.id, this.hiddenPrograms.get(name)]) {
      const rows = programId ? this.hiddenRows.get(`${programId}|${rowKey(slot, order, exercise)}`) : undefined;
      const row = rows?.[0];
      if (row) {
        // Prescribed as an added exercise is, not as its sets were (finishHiddenRows).
        row.added = true;
        return row.id;
      }
    }
    return undefined;
  }

  newAddedRow(
    name: string,
    slot: Slot,
    order: number,
    exercise: string,
    p: { sets: number; reps: string; warmUpSets: number; minRest: number; maxRest: number },
  ): string {
    // A ready-made program is shared: the row goes to a retired program of the lifter's (decision 0068).
    const own = this.own.get(name);
    const programId = own?.id ?? this.hiddenProgram(name).id;
    if (own?.existed && !this.ctx.head.touchedPrograms.includes(own.id)) this.ctx.head.touchedPrograms.push(own.id);
    const id = randomUUID();
    this.ctx.head.rows.push({
      id,
      routine_id: programId,
      ...slotOf(slot),
      exercise_order: order,
      exercise_id: exercise,
      warm_up_sets: p.warmUpSets,
      sets: p.sets,
      reps: p.reps,
      rpe: null,
      percent_1rm: null,
      min_rest: p.minRest,
      max_rest: p.maxRest,
      notes: null,
      retired: 1,
    });
    return id;
  }

  exerciseId(name: string): string {
    return exerciseId(this.ctx, name);
  }

  private readyMadeRows(program: TargetProgram): Map<string, string> {
    let rows = this.readyRows.get(program.id);
    if (!rows) {
      rows = new Map(program.rows.map((r) => [rowKey(r, r.exercise_order, r.exercise_id), r.id]));
      this.readyRows.set(program.id, rows);
    }
    return rows;
  }

  /** The row at the set's slot and order; without an order (older files), the slot's first row of the exercise. */
  private rowIn(rows: Map<string, string>, set: ReadSet, exercise: string): string | undefined {
    if (set.order !== undefined) return rows.get(rowKey(set, set.order, exercise));
    for (let order = 1; order <= MAX_IMPORTED_ROWS_PER_DAY; order++) {
      const id = rows.get(rowKey(set, order, exercise));
      if (id) return id;
    }
    return undefined;
  }

  /** A deleted program's sets, or a ready-made one's not found here: a retired program of the lifter's. */
  private hiddenProgram(name: string): { id: string; name: string } {
    let id = this.hiddenPrograms.get(name);
    if (!id) {
      id = randomUUID();
      this.hiddenPrograms.set(name, id);
      this.ctx.head.newPrograms.push({
        id,
        name,
        description: "",
        owner_user_id: this.ctx.userId,
        display_order: 0,
        retired: 1,
        created_at: this.ctx.now,
        // Every row of a multi-row insert names the same columns.
        kind: "program",
      });
    }
    return { id, name };
  }

  /** A retired row for sets whose row was replaced: a new one where the set number is taken. */
  private hiddenRow(programId: string, set: ReadSet, exercise: string, programExisted: boolean): string {
    const key = `${programId}|${rowKey(set, set.order ?? 1, exercise)}`;
    const rows = this.hiddenRows.get(key) ?? [];
    this.hiddenRows.set(key, rows);
    let hidden = rows.find((r) => !r.setIndexes.has(set.set));
    if (!hidden) {
      const id = randomUUID();
      hidden = {
        id,
        setIndexes: new Set(),
        sets: [],
        row: { id, routine_id: programId, ...slotOf(set), exercise_order: set.order ?? 1, exercise_id: exercise },
      } as unknown as HiddenRow;
      rows.push(hidden);
      this.ctx.head.rows.push(hidden.row);
      if (programExisted && !this.ctx.head.touchedPrograms.includes(programId)) {
        this.ctx.head.touchedPrograms.push(programId);
      }
    }
    hidden.setIndexes.add(set.set);
    hidden.sets.push({ reps: set.reps, rpe: set.rpe });
    return hidden.id;
  }

  /** The hidden rows say what was done, as an imported day's rows do (decision 0015). */
  finishHiddenRows() {
    for (const rows of this.hiddenRows.values()) {
      for (const hidden of rows) {
        if (hidden.added) {
          const a = ADDED_PRESCRIPTION;
          Object.assign(hidden.row, {
            warm_up_sets: a.warmUpSets,
            sets: a.sets,
            reps: a.reps,
            rpe: null,
            percent_1rm: null,
            min_rest: a.minRest,
            max_rest: a.maxRest,
            notes: null,
            retired: 1,
          });
          continue;
        }
        const p = importedPrescription(
          hidden.sets.map((s, i) => ({ ...s, setIndex: i + 1, weight: 0, loggedAt: "", line: 0 })),
          0,
          "",
        );
        Object.assign(hidden.row, {
          warm_up_sets: p.warmUpSets,
          sets: p.sets,
          reps: p.reps,
          rpe: p.rpe,
          percent_1rm: null,
          min_rest: p.minRest,
          max_rest: p.maxRest,
          notes: null,
          retired: 1,
        });
      }
    }
  }
}
