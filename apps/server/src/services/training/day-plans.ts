import { exerciseKind } from "@ironpath/domain/training/strength/exercise-kind";
import type { Equipment } from "@ironpath/domain/training/strength/equipment.schema";
import type { ExercisePlan } from "@ironpath/domain/training/strength/exercise-plan";
import {
  type LoadSuggestion,
  type OneRepMaxes,
  type ProgressionInput,
  mayUseProfile,
  referenceLifts,
  repTarget,
} from "@ironpath/domain/training/strength/progression";
import { type LiftRecord, oneRepMaxWindow } from "@ironpath/domain/training/strength/sessions";
import { equipmentIn, exerciseUnitOf } from "@ironpath/domain/units/exercise-unit";
import { planInUnit } from "@ironpath/domain/units/plan-in-unit";
import type { WeightUnit } from "@ironpath/domain/units/weight-unit";
import type { Kysely } from "kysely";
import type { LoggedEntry } from "@ironpath/domain/training/logged-entries";
import type { RowExtra } from "../../db/repositories/notes-and-warm-ups-repository.js";
import type { ProgramStructure } from "../../db/repositories/program-structure.js";
import type { DayRow } from "../../db/repositories/programs-repository.js";
import type { Database } from "../../db/schema.js";
import { findOneRepMaxes } from "../../db/repositories/user-info.js";
import { catalogueExerciseId } from "../../db/seed/load.js";
import { dayRecords } from "./day-records.js";

// The load each exercise of a day suggests, and the set-by-set plan around it, from the lifter's
// own records (the domain's strength rules). Two statements at most: each lift's last session and
// best stored e1RM of the window (the day's lifts and those a %1RM row is a percentage of), with
// the day's own entries, warm-ups and notes, the last sessions' notes and the exercises' own units,
// in one (day-records.ts); and the profile's 1RMs only when a load may come from them.

export interface RowPlan {
  suggestion: LoadSuggestion;
  plan: ExercisePlan;
  /** The exercise's own unit, when the lifter gave it one (decision 0081): the plan is made in it. */
  unit?: WeightUnit;
}

export interface DayPlan {
  /** By row id. */
  plans: Map<string, RowPlan>;
  /** What the lifter logged for the day's rows, read with the records (by row id). */
  entries: Map<string, LoggedEntry>;
  /** Each day row's lift's last session (by row id): whose notes "Last time" shows (decision 0066). */
  lastSessions: Map<string, { rowId: string; performedOn: string }>;
  /** The day's warm-ups and notes, and the notes of the lifts' last sessions, read with the records. */
  extras: RowExtra[];
}

/** The exercises whose sets give a %1RM row's estimate: the reference lifts, by catalogue id. */
function referenceIds(row: DayRow): string[] {
  if (!row.percent1RM) return [];
  const names = referenceLifts(row.exerciseName);
  const ids = names.map(catalogueExerciseId);
  // A lifter's own exercise of a reference lift's name counts too.
  return names.includes(row.exerciseName) ? [...ids, row.exerciseId] : ids;
}

/**
 * The lifts whose records the day needs: each row's own (its last session), and, where a load may
 * come from an estimated 1RM (a %1RM row and the lifts it is a percentage of, a reps@RPE row),
 * their best e1RM of the window too (true).
 */
function liftsToRead(rows: DayRow[], references: Map<string, string[]>): Map<string, boolean> {
  const lifts = new Map<string, boolean>();
  const want = (id: string, best: boolean) => lifts.set(id, best || (lifts.get(id) ?? false));
  for (const r of rows) {
    want(r.exerciseId, Boolean(r.percent1RM) || (Boolean(r.rpe) && repTarget(r.reps)?.kind === "fixed"));
    for (const id of references.get(r.id) ?? []) want(id, true);
  }
  return lifts;
}

const NO_RECORD: LiftRecord = { lastSession: null, bestOneRepMax: null };

/** The best e1RM among a %1RM row's reference lifts. */
function bestOf(records: Map<string, LiftRecord>, ids: string[]): number | null {
  const known = ids.map((id) => records.get(id)?.bestOneRepMax ?? null).filter((e): e is number => e !== null);
  return known.length > 0 ? Math.max(...known) : null;
}

export async function planDay(
  db: Kysely<Database>,
  input: {
    structure: ProgramStructure;
    rows: DayRow[];
    userId: string;
    date: string;
    /** The lifter's bar and plates (read with the session); the domain's defaults when absent. */
    equipment?: Equipment;
  },
): Promise<DayPlan> {
  const { structure, rows, userId, date, equipment } = input;
  const references = new Map(rows.map((r) => [r.id, referenceIds(r)]));
  // Sets logged for the day being planned do not feed its own suggestion: it holds while they log it.
  const {
    lifts: records,
    entries,
    extras,
    units: ownUnits,
  } = await dayRecords(db, userId, {
    lifts: liftsToRead(rows, references),
    dayRowIds: rows.map((r) => r.id),
    unitIds: rows.map((r) => r.exerciseId),
    ...oneRepMaxWindow(date),
  });
  const inputs = rows.map((r) => {
    const refs = references.get(r.id) ?? [];
    const input: ProgressionInput = {
      exerciseName: r.exerciseName,
      kind: exerciseKind(r.exerciseName, structure.musclesOf(r.exerciseId), r.exerciseType),
      prescription: r,
      record: records.get(r.exerciseId) ?? NO_RECORD,
      ...(refs.length > 0 ? { referenceOneRepMax: bestOf(records, refs) } : {}),
      oneRepMaxes: {},
      prescribedReps: (rowId) => structure.row(rowId)?.reps,
    };
    return { row: r, input };
  });
  // The profile's 1RMs are read only when a load may come from them (progression.ts).
  const needsProfile = inputs.some(({ input }) => mayUseProfile(input));
  const oneRepMaxes: OneRepMaxes = needsProfile ? await findOneRepMaxes(db, userId) : {};
  const plans = new Map<string, RowPlan>();
  const lastSessions = new Map<string, { rowId: string; performedOn: string }>();
  for (const { row, input } of inputs) {
    const last = input.record.lastSession;
    if (last) lastSessions.set(row.id, { rowId: last.rowId, performedOn: last.performedOn });
    // In the exercise's unit: kg steps and kg plates for a kg lifter or a kg exercise, pounds in the
    // answer (decisions 0063, 0081); the lifter's own bar and plates only where they are in that unit.
    const own = ownUnits.get(row.exerciseId);
    const unit = exerciseUnitOf(equipment?.unit ?? "lb", own);
    const made = own === undefined ? equipment : equipmentIn(unit, equipment);
    const { suggestion, plan } = planInUnit({ ...input, oneRepMaxes }, row, unit, made);
    plans.set(row.id, { suggestion, plan, ...(own === undefined ? {} : { unit: own }) });
  }
  return { plans, entries, lastSessions, extras };
}
