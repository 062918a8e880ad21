import { InvalidError, NotFoundError } from "@ironpath/domain/errors";
import { entryDate } from "@ironpath/domain/training/entry-date";
import { typeProblem } from "@ironpath/domain/training/exercise-type";
import {
  type ExerciseEntry,
  RPE_REQUIRED,
  type RemovedSet,
  type SetEntry,
} from "@ironpath/domain/training/logged-set.schema";
import { type DayKey, compareDays } from "@ironpath/domain/training/next-day";
import { inSessionOrder } from "@ironpath/domain/training/previous-weights";
import { WHOLE_EXERCISE_SET } from "@ironpath/domain/training/strength/sessions";
import type { Kysely } from "kysely";
import { deletePerformance, upsertPerformance } from "../../db/repositories/performance-writes.js";
import { newestPerformances } from "../../db/repositories/previous-performances.js";
import { programStructure } from "../../db/repositories/program-structure.js";
import { type DayRow, type Program, getShownDay } from "../../db/repositories/programs-repository.js";
import type { Database } from "../../db/schema.js";
import { liftedRow, liftedRows, requireLiftedRow } from "./day-changes.js";

// What a lifter logs: the quick entry of an exercise, one set of the advanced entry, and the
// previous weights they look back at.

type PlacedRow = DayRow & DayKey;

/** Writes one entry of a program row; saving the same row and set again updates it. */
async function saveEntry(
  db: Kysely<Database>,
  ids: { program: Program; userId: string; row: PlacedRow; setIndex: number },
  values: { reps: number; rpe: number | null; weight: number; seconds?: number; date: string | undefined },
): Promise<void> {
  const { program, userId, row, setIndex } = ids;
  // The numbers must fit how the exercise is logged (decision 0053): a plank's seconds, a pull-up's +25.
  const problem = typeProblem(row.exerciseType, values);
  if (problem) {
    const [field, words] = problem;
    throw new InvalidError(`${row.exerciseName}: ${field} ${words}`, { [field]: words });
  }
  await upsertPerformance(
    db,
    {
      userId,
      programId: program.id,
      rowId: row.id,
      exerciseId: row.exerciseId,
      day: row,
      setIndex,
      reps: values.reps,
      rpe: values.rpe,
      weight: values.weight,
      seconds: values.seconds ?? null,
      exerciseType: row.exerciseType,
      performedOn: entryDate(values.date),
    },
    new Date().toISOString(),
  );
}

/** Saves the quick entry of one exercise (phase, week and day are absent on the final Submit). */
export async function logExercise(
  db: Kysely<Database>,
  program: Program,
  userId: string,
  entry: ExerciseEntry,
): Promise<void> {
  const row = await requireLiftedRow(db, program, userId, entry.exerciseId);
  if (row.exerciseName !== entry.exercise_name) {
    throw new InvalidError(`exercise_name "${entry.exercise_name}" does not match exerciseId (${row.exerciseName})`);
  }
  const claimed = [entry.phase, entry.week, entry.day];
  if (claimed.some((v) => v !== undefined) && compareDays(entry as DayKey, row) !== 0) {
    throw new InvalidError(
      `${row.exerciseName} is on phase ${row.phase}, week ${row.week}, day ${row.day}, not the one sent`,
    );
  }
  const values = {
    reps: entry.actualReps,
    rpe: entry.actualRpe,
    weight: entry.weight,
    seconds: entry.seconds,
    date: entry.date,
  };
  await saveEntry(db, { program, userId, row, setIndex: WHOLE_EXERCISE_SET }, values);
}

/** The row a set is for: the one named by exerciseId, or the exercise of that name on the shown day. */
async function rowOfSet(
  db: Kysely<Database>,
  program: Program,
  userId: string,
  entry: SetEntry,
): Promise<PlacedRow | undefined> {
  if (entry.exerciseId) return liftedRow(db, program, userId, entry.exerciseId);
  const structure = await programStructure(db, program);
  const shown = await getShownDay(db, userId, program.id);
  if (!shown) throw new InvalidError(`Open a day of ${program.name} in the log before entering sets`);
  // The day as lifted: a set names the exercise lifted, which a swap or an addition may have put there.
  const rows = await liftedRows(db, program, userId, shown, structure.rowsOf(shown));
  const match = rows.find((r) => r.exerciseName === entry.exercise_name);
  return match && { ...match, ...shown };
}

/** Saves one set of the advanced entry. */
export async function logSet(db: Kysely<Database>, program: Program, userId: string, entry: SetEntry): Promise<void> {
  const row = await rowOfSet(db, program, userId, entry);
  if (!row || row.exerciseName !== entry.exercise_name) {
    throw new InvalidError(`${entry.exercise_name} is not an exercise of the day shown in ${program.name}`);
  }
  // A set may leave RPE out only where the program asks for none (docs/product.md section 2: RPE only where the row has one).
  if (entry.rpe === null && row.rpe) throw new InvalidError(`rpe ${RPE_REQUIRED}`, { rpe: RPE_REQUIRED });
  const values = { reps: entry.reps, rpe: entry.rpe, weight: entry.weight, seconds: entry.seconds, date: entry.date };
  await saveEntry(db, { program, userId, row, setIndex: entry.index + 1 }, values);
}

/** Takes a set back from the log (a set saved by mistake, or one more than was lifted). */
export async function removeSet(db: Kysely<Database>, program: Program, userId: string, set: RemovedSet) {
  const row = await requireLiftedRow(db, program, userId, set.exerciseId);
  if (!(await deletePerformance(db, { userId, rowId: row.id, setIndex: set.index + 1 }))) {
    throw new NotFoundError(`Set ${set.index + 1} of ${row.exerciseName} is not saved`);
  }
}

export const PREVIOUS_WEIGHTS_LIMIT = 100;

/** The lifter's newest sets of an exercise, across their programs, by session ([] for none). */
export async function previousWeights(db: Kysely<Database>, userId: string, exerciseName: string) {
  return inSessionOrder(await newestPerformances(db, userId, exerciseName, PREVIOUS_WEIGHTS_LIMIT));
}
