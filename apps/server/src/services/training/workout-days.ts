import { entryDate } from "@ironpath/domain/training/entry-date";
import { isRowSettled } from "@ironpath/domain/training/day-changes";
import { isExerciseLogged } from "@ironpath/domain/training/exercise-progress";
import { type DayKey, type Progress, compareDays, nextDay } from "@ironpath/domain/training/next-day";
import type { Equipment } from "@ironpath/domain/training/strength/equipment.schema";
import { exerciseKind } from "@ironpath/domain/training/strength/exercise-kind";
import { type ExercisePlan, planExercise } from "@ironpath/domain/training/strength/exercise-plan";
import type { LoadSuggestion } from "@ironpath/domain/training/strength/progression";
import type { WeightUnit } from "@ironpath/domain/units/weight-unit";
import type { Kysely } from "kysely";
import type { LoggedEntry } from "@ironpath/domain/training/logged-entries";
import { programPosition } from "../../db/repositories/program-position.js";
import { type ProgramStructure, programStructure } from "../../db/repositories/program-structure.js";
import { type DayRow, type Program, getShownDay, setShownDay } from "../../db/repositories/programs-repository.js";
import type { Database } from "../../db/schema.js";
import { noDay } from "../program-errors.js";
import { liftedRows } from "./day-changes.js";
import { type RowPlan, planDay } from "./day-plans.js";
import { type RowNotesAndWarmUps, dayNotesAndWarmUps } from "./notes-and-warm-ups.js";

// The days of a program as the workout log walks them: the pickers' lists, one chosen day, and
// the next scheduled day.

export interface DayExercise extends DayRow {
  /** The suggested work load (null for bodyweight or when nothing is known) and why. */
  suggestion: LoadSuggestion;
  /** Warm-ups, each work set with last session's, and the plates per side. */
  plan: ExercisePlan;
  logged: LoggedEntry | null;
  /** How the lifter changed the row for the day (decision 0049); null: lifted as written. */
  change: { skipped: boolean; added: boolean; swappedFrom: string | null } | null;
  /** Today's warm-ups and notes, and the last session's notes (decision 0066); absent signed out. */
  extras?: RowNotesAndWarmUps;
  /** The exercise's own unit (decision 0081); absent: the lifter's. */
  unit?: WeightUnit;
}

/** Who is looking, and on which of their dates (the e1RM window ends on it; today in UTC when unknown). */
export interface Viewer {
  userId: string | undefined;
  remember: boolean;
  date?: string;
  /** The signed-in lifter's bar and plates, read with their session (no statement of its own). */
  equipment?: Equipment;
}

export interface ShownDay {
  day: DayKey;
  exercises: DayExercise[];
}

export async function listPhases(db: Kysely<Database>, program: Program): Promise<number[]> {
  return [...new Set((await programStructure(db, program)).days.map((d) => d.phase))];
}

export async function listWeeks(db: Kysely<Database>, program: Program, phase: number): Promise<number[]> {
  const { days } = await programStructure(db, program);
  return [...new Set(days.filter((d) => d.phase === phase).map((d) => d.week))];
}

export async function listDaysOfWeek(db: Kysely<Database>, program: Program, phase: number, week: number) {
  const { days } = await programStructure(db, program);
  return days.filter((d) => d.phase === phase && d.week === week).map((d) => d.day);
}

/** A day's rows as a signed-in lifter sees them: each row's plan, and what they logged. */
interface DayReading {
  /** As the lifter lifts them: swapped, skipped, reordered, added to (decision 0049). */
  rows: (DayRow & Pick<DayExercise, "change">)[];
  plans: Map<string, RowPlan>;
  entries: Map<string, LoggedEntry>;
  extras: Map<string, RowNotesAndWarmUps>;
}

const NO_SUGGESTION: LoadSuggestion = { weight: null, basis: null, oneRepMax: null };

/** A signed-in lifter's day: plans, entries, warm-ups and notes in one statement (planDay), rarely two. */
async function readDay(
  db: Kysely<Database>,
  program: Program,
  structure: ProgramStructure,
  day: DayKey,
  viewer: Viewer & { userId: string },
  changedDays?: readonly DayKey[],
): Promise<DayReading> {
  const rows = await liftedRows(db, program, viewer.userId, day, structure.rowsOf(day), changedDays);
  const { plans, entries, lastSessions, extras } = await planDay(db, {
    structure,
    rows,
    userId: viewer.userId,
    date: viewer.date ?? entryDate(undefined),
    equipment: viewer.equipment,
  });
  // Today's warm-ups and notes, and last session's notes (decision 0066), read with the records (0082).
  const notes = dayNotesAndWarmUps(
    rows.map((r) => r.id),
    lastSessions,
    extras,
  );
  return { rows, plans, entries, extras: notes };
}

/** A day's exercises with the suggested load and, for a signed-in user, what they already logged. */
async function describeDay(
  db: Kysely<Database>,
  program: Program,
  day: DayKey,
  viewer: Viewer,
  known: { reading?: DayReading; changedDays?: readonly DayKey[] },
): Promise<DayExercise[]> {
  const { userId } = viewer;
  const structure = await programStructure(db, program);
  const written = structure.rowsOf(day);
  if (!userId || written.length === 0) {
    return written.map((r) => {
      const kind = exerciseKind(r.exerciseName, structure.musclesOf(r.exerciseId), r.exerciseType);
      const plan = planExercise({ kind, prescription: r, load: null, lastSession: null });
      return { ...r, suggestion: NO_SUGGESTION, plan, logged: null, change: null };
    });
  }
  const { rows, plans, entries, extras } =
    known.reading ?? (await readDay(db, program, structure, day, { ...viewer, userId }, known.changedDays));
  return rows.map((r) => {
    const planned = plans.get(r.id);
    return {
      ...r,
      suggestion: planned?.suggestion ?? NO_SUGGESTION,
      plan: planned?.plan ?? { warmUps: [], sets: [], plates: null, bodyweight: false },
      logged: entries.get(r.id) ?? null,
      extras: extras.get(r.id),
      ...(planned?.unit ? { unit: planned.unit } : {}),
    };
  });
}

/**
 * Shows one chosen day. When `remember` is set (a signed-in user, from the app itself) it becomes
 * the day the advanced entry applies to; a page on another site cannot move it.
 */
export async function showDay(
  db: Kysely<Database>,
  program: Program,
  day: DayKey,
  viewer: Viewer,
  known: {
    reading?: DayReading;
    /** The day last shown, when the caller has read it (null: none). */
    shown?: DayKey | null;
    /** The days the lifter changed, when the caller has read them (liftedRows). */
    changedDays?: readonly DayKey[];
  } = {},
): Promise<ShownDay> {
  const { userId } = viewer;
  const exercises = await describeDay(db, program, day, viewer, known);
  if (exercises.length === 0) throw noDay(program, day);
  if (userId && viewer.remember) {
    // Reading first keeps a reload of the same day a read, not a write.
    const shown = known.shown !== undefined ? known.shown : await getShownDay(db, userId, program.id);
    if (!shown || compareDays(shown, day) !== 0) await setShownDay(db, userId, program.id, day);
  }
  return { day, exercises };
}

/**
 * The next scheduled day on the user's date (docs/design.md section 4); null once the program is done.
 * A date after tomorrow is no lifter's today: refused in words (decision 0033).
 */
export async function nextExerciseDay(
  db: Kysely<Database>,
  program: Program,
  viewer: Viewer & { userId: string },
  asked: string,
): Promise<ShownDay | null> {
  const next = await findNextDay(db, program, viewer, asked);
  if (!next) return null;
  return showDay(db, program, next.day, { ...viewer, date: next.date }, next);
}

/**
 * The next day read again after the lifter's write, to keep it (decision 0065). Undefined when it
 * is no longer the day last shown: showing it must remember it, a write only the lifter's own
 * request may make.
 */
export async function nextExerciseDayAgain(
  db: Kysely<Database>,
  program: Program,
  viewer: Viewer & { userId: string },
  asked: string,
): Promise<ShownDay | null | undefined> {
  const next = await findNextDay(db, program, viewer, asked);
  if (!next) return null;
  if (viewer.remember && (!next.shown || compareDays(next.shown, next.day) !== 0)) return undefined;
  return showDay(db, program, next.day, { ...viewer, date: next.date }, next);
}

async function findNextDay(
  db: Kysely<Database>,
  program: Program,
  viewer: Viewer & { userId: string },
  asked: string,
): Promise<{
  day: DayKey;
  date: string;
  reading: DayReading | undefined;
  shown: DayKey | null;
  changedDays: DayKey[];
} | null> {
  const { userId } = viewer;
  const date = entryDate(asked);
  const position = await programPosition(db, userId, program.id);
  const latest = position.logged?.latest;
  const furthest = position.logged?.furthest;
  const structure = await programStructure(db, program);
  let progress: Progress | undefined;
  let latestDay: DayReading | undefined;
  if (latest && furthest) {
    // Whether the latest day is finished matters only when it was logged on this date at the
    // furthest point (the rule may then show it again): otherwise it is not read at all.
    const mayRepeat = latest.performedOn === date && compareDays(latest.day, furthest) === 0;
    let dayComplete = true;
    if (mayRepeat) {
      // Read as it would be shown: an unfinished day is, and is not read twice.
      latestDay = await readDay(db, program, structure, latest.day, { ...viewer, date }, position.changed);
      // A partly logged exercise (some of its sets) leaves the day unfinished: it is shown again.
      // A skipped one is settled, and one the lifter added is no part of the program's day (0049).
      dayComplete = latestDay.rows
        .filter((r) => !r.change?.added)
        .every((r) =>
          isRowSettled(isExerciseLogged(r.sets, latestDay?.entries.get(r.id)?.sets.map((s) => s.set) ?? []), r.change),
        );
    }
    progress = { latest: { ...latest, dayComplete }, furthest };
  }
  const day = nextDay(structure.days, progress, date);
  if (!day) return null;
  const reading = latest && compareDays(day, latest.day) === 0 ? latestDay : undefined;
  return { day, date, reading, shown: position.shown, changedDays: position.changed };
}
