import { type DayKey, type Progress, compareDays, nextDay } from "@ironpath/domain/training/next-day";
import { suggestedWeight } from "@ironpath/domain/training/suggested-weight";
import type { ExerciseEntry, SetEntry } from "@ironpath/domain/training/logged-set.schema";
import type { Kysely } from "kysely";
import { findExerciseId } from "../db/repositories/catalogue.js";
import {
  type LoggedEntry,
  WHOLE_EXERCISE,
  entriesForRows,
  furthestDayQuery,
  lastWeights,
  latestEntry,
  previousPerformances,
  upsertPerformance,
} from "../db/repositories/performances.js";
import {
  type Routine,
  type RoutineKind,
  type RoutineRow,
  findRoutine,
  findRow,
  getShownDay,
  listDayRows,
  candidateDays,
  setShownDay,
} from "../db/repositories/routines.js";
import { findOneRepMaxes } from "../db/repositories/user-info.js";
import type { Database } from "../db/schema.js";
import { HttpError } from "../plugins/errors.js";

export interface DayExercise extends RoutineRow {
  suggestedWeight: number | null;
  logged: LoggedEntry | null;
}

export interface ShownDay {
  day: DayKey;
  exercises: DayExercise[];
}

const today = () => new Date().toISOString().slice(0, 10);

export async function requireRoutine(
  db: Kysely<Database>,
  name: string,
  userId: string | undefined,
  kind: RoutineKind,
): Promise<Routine> {
  const routine = await findRoutine(db, name, userId, kind);
  if (!routine) throw new HttpError(404, `No program named "${name}"`);
  return routine;
}

/** A day's exercises with the suggested load and, for a signed-in user, what they already logged. */
async function describeDay(
  db: Kysely<Database>,
  routine: Routine,
  day: DayKey,
  userId: string | undefined,
): Promise<DayExercise[]> {
  const rows = await listDayRows(db, routine.id, day);
  if (!userId) return rows.map((r) => ({ ...r, suggestedWeight: null, logged: null }));
  const [maxes, weights, entries] = await Promise.all([
    findOneRepMaxes(db, userId),
    lastWeights(
      db,
      userId,
      rows.map((r) => r.exerciseId),
    ),
    entriesForRows(
      db,
      userId,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((r) => ({
    ...r,
    suggestedWeight: suggestedWeight({
      exerciseName: r.exerciseName,
      percent1RM: r.percent1RM,
      oneRepMaxes: maxes,
      lastLoggedWeight: weights.get(r.exerciseId) ?? null,
    }),
    logged: entries.get(r.id) ?? null,
  }));
}

/** Shows one chosen day; for a signed-in user it becomes the day the log applies entries to. */
export async function showDay(
  db: Kysely<Database>,
  routine: Routine,
  day: DayKey,
  userId: string | undefined,
): Promise<ShownDay> {
  const exercises = await describeDay(db, routine, day, userId);
  if (exercises.length === 0)
    throw new HttpError(404, `${routine.name} has no phase ${day.phase}, week ${day.week}, day ${day.day}`);
  if (userId) {
    // Reading first keeps a reload of the same day a read, not a write.
    const shown = await getShownDay(db, userId, routine.id);
    if (!shown || compareDays(shown, day) !== 0) await setShownDay(db, userId, routine.id, day);
  }
  return { day, exercises };
}

/** The next scheduled day on the user's `date` (DESIGN.md section 4); null once the program is done. */
export async function nextExerciseDay(
  db: Kysely<Database>,
  routine: Routine,
  userId: string,
  date: string,
): Promise<ShownDay | null> {
  const [latest, furthest] = await Promise.all([
    latestEntry(db, userId, routine.id),
    furthestDayQuery(db, userId, routine.id).executeTakeFirst(),
  ]);
  // The rule (domain) chooses among the only days that can be the answer.
  const days = await candidateDays(db, routine.id, furthest);
  let progress: Progress | undefined;
  if (latest && furthest) {
    const rows = await listDayRows(db, routine.id, latest.day);
    const entries = await entriesForRows(
      db,
      userId,
      rows.map((r) => r.id),
    );
    progress = { latest: { ...latest, dayComplete: rows.every((r) => entries.has(r.id)) }, furthest };
  }
  const day = nextDay(days, progress, date);
  return day && showDay(db, routine, day, userId);
}

/** The lifter's local date of an entry: the one sent (not later than tomorrow in UTC, the furthest any time zone is ahead), else today in UTC. */
function performedOn(date: string | undefined): string {
  if (date === undefined) return today();
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  if (date > tomorrow) throw new HttpError(400, `date ${date} is in the future`);
  return date;
}

/** Writes one entry of a program row; saving the same row and set again updates it. */
async function saveEntry(
  db: Kysely<Database>,
  ids: { routine: Routine; userId: string; row: RoutineRow & DayKey; setIndex: number },
  values: { reps: number; rpe: number; weight: number; date: string | undefined },
): Promise<void> {
  const { routine, userId, row, setIndex } = ids;
  await upsertPerformance(
    db,
    {
      userId,
      routineId: routine.id,
      rowId: row.id,
      exerciseId: row.exerciseId,
      day: row,
      setIndex,
      reps: values.reps,
      rpe: values.rpe,
      weight: values.weight,
      performedOn: performedOn(values.date),
    },
    new Date().toISOString(),
  );
}

/** Saves the quick entry of one exercise (phase, week and day are absent on the final Submit). */
export async function logExercise(
  db: Kysely<Database>,
  routine: Routine,
  userId: string,
  entry: ExerciseEntry,
): Promise<void> {
  const row = await findRow(db, routine.id, entry.exerciseId);
  if (!row) throw new HttpError(400, `exerciseId ${entry.exerciseId} is not an exercise of ${routine.name}`);
  if (row.exerciseName !== entry.exercise_name) {
    throw new HttpError(400, `exercise_name "${entry.exercise_name}" does not match exerciseId (${row.exerciseName})`);
  }
  const claimed = [entry.phase, entry.week, entry.day];
  if (claimed.some((v) => v !== undefined) && compareDays(entry as DayKey, row) !== 0) {
    throw new HttpError(
      400,
      `${row.exerciseName} is on phase ${row.phase}, week ${row.week}, day ${row.day}, not the one sent`,
    );
  }
  const values = { reps: entry.actualReps, rpe: entry.actualRpe, weight: entry.weight, date: entry.date };
  await saveEntry(db, { routine, userId, row, setIndex: WHOLE_EXERCISE }, values);
}

/** Saves one set of the advanced entry, on the row named by exerciseId or by name on the shown day. */
export async function logSet(db: Kysely<Database>, routine: Routine, userId: string, entry: SetEntry): Promise<void> {
  let row: (RoutineRow & DayKey) | undefined;
  if (entry.exerciseId) {
    row = await findRow(db, routine.id, entry.exerciseId);
  } else {
    const shown = await getShownDay(db, userId, routine.id);
    if (!shown) throw new HttpError(400, `Open a day of ${routine.name} in the log before entering sets`);
    const match = (await listDayRows(db, routine.id, shown)).find((r) => r.exerciseName === entry.exercise_name);
    row = match && { ...match, ...shown };
  }
  if (!row || row.exerciseName !== entry.exercise_name) {
    throw new HttpError(400, `${entry.exercise_name} is not an exercise of the day shown in ${routine.name}`);
  }
  const values = { reps: entry.reps, rpe: entry.rpe, weight: entry.weight, date: entry.date };
  await saveEntry(db, { routine, userId, row, setIndex: entry.index + 1 }, values);
}

export const PREVIOUS_WEIGHTS_LIMIT = 100;

export async function previousWeights(db: Kysely<Database>, userId: string, exerciseName: string) {
  const exerciseId = await findExerciseId(db, exerciseName, userId);
  if (!exerciseId) throw new HttpError(404, `No exercise named "${exerciseName}"`);
  return previousPerformances(db, userId, exerciseId, PREVIOUS_WEIGHTS_LIMIT);
}
