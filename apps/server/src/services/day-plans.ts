import { exerciseKind } from "@ironpath/domain/training/strength/exercise-kind";
import type { Equipment } from "@ironpath/domain/training/strength/equipment.schema";
import { type ExercisePlan, planExercise } from "@ironpath/domain/training/strength/exercise-plan";
import {
  type LoadSuggestion,
  type OneRepMaxes,
  type ProgressionInput,
  mayUseProfile,
  referenceLifts,
  repTarget,
  suggestLoad,
} from "@ironpath/domain/training/strength/progression";
import { type LoggedSet, lastSessionOf } from "@ironpath/domain/training/strength/sessions";
import type { Kysely } from "kysely";
import { type RecentSet, recentSets } from "../db/repositories/performances.js";
import type { ProgramStructure } from "../db/repositories/program-structure.js";
import type { DayRow } from "../db/repositories/programs.js";
import type { Database } from "../db/schema.js";
import { findOneRepMaxes } from "../db/repositories/user-info.js";
import { catalogueExerciseId } from "../db/seed/load.js";

// The load each exercise of a day suggests, and the set-by-set plan around it, from the lifter's
// own recent sets (the domain's strength rules). Two statements at most: the recent sets of the
// day's lifts (and of the lifts a %1RM row is a percentage of) in one, and the profile's 1RMs
// only when a %1RM row has no recent estimate to go on.

export interface RowPlan {
  suggestion: LoadSuggestion;
  plan: ExercisePlan;
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
 * Sets read per lift. A row that may load from an estimated 1RM (a %1RM row and the lifts it is a
 * percentage of, a reps@RPE row) reads several sessions, about the 6 weeks the estimate looks
 * back; any other row only needs its last session, at most 10 sets and the quick entry. Rows
 * read, not statements, are what this call costs (docs/performance.md).
 */
export const ESTIMATE_SETS = 30;
export const LAST_SESSION_SETS = 12;

function setsToRead(rows: DayRow[], references: Map<string, string[]>): Map<string, number> {
  const limits = new Map<string, number>();
  const want = (id: string, n: number) => limits.set(id, Math.max(n, limits.get(id) ?? 0));
  for (const r of rows) {
    const estimates = Boolean(r.percent1RM) || (Boolean(r.rpe) && repTarget(r.reps)?.kind === "fixed");
    want(r.exerciseId, estimates ? ESTIMATE_SETS : LAST_SESSION_SETS);
    for (const id of references.get(r.id) ?? []) want(id, ESTIMATE_SETS);
  }
  return limits;
}

/** Sets logged for the day being planned do not feed its own suggestion: it holds while they log it. */
function historyOf(sets: Map<string, RecentSet[]>, exerciseIds: string[], dayRowIds: Set<string>): LoggedSet[] {
  return exerciseIds.flatMap((id) => sets.get(id) ?? []).filter((s) => !dayRowIds.has(s.rowId));
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
): Promise<Map<string, RowPlan>> {
  const { structure, rows, userId, date, equipment } = input;
  const references = new Map(rows.map((r) => [r.id, referenceIds(r)]));
  const sets = await recentSets(db, userId, setsToRead(rows, references));
  const dayRowIds = new Set(rows.map((r) => r.id));
  const inputs = rows.map((r) => {
    const history = historyOf(sets, [r.exerciseId], dayRowIds);
    const refs = references.get(r.id) ?? [];
    const input: ProgressionInput = {
      exerciseName: r.exerciseName,
      kind: exerciseKind(r.exerciseName, structure.musclesOf(r.exerciseId)),
      prescription: r,
      history,
      referenceHistory: refs.length > 0 ? historyOf(sets, refs, dayRowIds) : history,
      oneRepMaxes: {},
      date,
      prescribedReps: (rowId) => structure.row(rowId)?.reps,
    };
    return { row: r, input };
  });
  // The profile's 1RMs are read only when a load may come from them (progression.ts).
  const needsProfile = inputs.some(({ input }) => mayUseProfile(input));
  const oneRepMaxes: OneRepMaxes = needsProfile ? await findOneRepMaxes(db, userId) : {};
  const plans = new Map<string, RowPlan>();
  for (const { row, input } of inputs) {
    const suggestion = suggestLoad({ ...input, oneRepMaxes });
    const lastSession = lastSessionOf(input.history);
    const plan = planExercise({
      kind: input.kind,
      prescription: row,
      load: suggestion.weight,
      lastSession,
      barAndPlates: equipment,
    });
    plans.set(row.id, { suggestion, plan });
  }
  return plans;
}
