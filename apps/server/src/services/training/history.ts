import { InvalidError, NotFoundError } from "@ironpath/domain/errors";
import { importedWorkoutName } from "@ironpath/domain/programs/routine-kind";
import { type ExerciseType, typeProblem } from "@ironpath/domain/training/exercise-type";
import {
  E1RM_SETS_READ,
  HISTORY_PAGE_SIZE,
  type HistoryLifts,
  type HistoryPage,
  type HistorySession,
  type HistorySet,
  type LiftProgress,
  type SetCorrection,
} from "@ironpath/domain/training/history-api.schema";
import { bestOneRepMaxByDate } from "@ironpath/domain/training/lift-progress";
import type { LoggedSetValues } from "@ironpath/domain/training/logged-entries";
import { savesDuration } from "@ironpath/domain/training/summarise-day";
import { type SessionKey, encodeHistoryCursor } from "@ironpath/domain/training/history-cursor";
import { WHOLE_EXERCISE_SET, entryCountsAs, setsCounted } from "@ironpath/domain/training/set-count";
import type { WeightUnit } from "@ironpath/domain/units/weight-unit";
import type { Kysely } from "kysely";
import { exerciseUnits } from "../../db/repositories/exercise-units-repository.js";
import {
  type HistorySetRow,
  type NoteSessionRow,
  type WarmUpSessionRow,
  deleteOwnSet,
  exerciseTypeOf,
  findOwnSet,
  historySets,
  liftSets,
  loggedLifts,
  noteSessions,
  updateOwnSet,
  warmUpSessions,
} from "../../db/repositories/history-repository.js";
import type { Database } from "../../db/schema.js";
import { type RowExtra, rowExtrasOf } from "../../db/repositories/notes-and-warm-ups-repository.js";
import { dayOutcomes } from "./history-outcomes.js";
import { extrasByRow, notesOf, warmUpsOf } from "./notes-and-warm-ups.js";

// The History screen's use cases: past sessions a page at a time, and a logged set corrected or
// deleted (the next day and the suggested weight are read from the logged sets, so they follow),
// and a lift's estimated 1RM over time.

const toSet = (
  r: LoggedSetValues & { id: string; exercise: string; exerciseType: ExerciseType },
  countsAs: number,
  unit: WeightUnit | undefined,
) =>
  ({
    id: r.id,
    exercise: r.exercise,
    set: r.setIndex === WHOLE_EXERCISE_SET ? null : r.setIndex,
    countsAs,
    reps: r.reps,
    rpe: r.rpe,
    weight: r.weight,
    // Only what is not weight × reps says so (decision 0053).
    ...(r.seconds === null ? {} : { seconds: r.seconds }),
    ...(r.exerciseType === "weight_reps" ? {} : { exerciseType: r.exerciseType }),
    ...(unit ? { unit } : {}),
  }) satisfies HistorySet;

/** A session's sets, each with how many sets it counts as (a session holds all of its entries). */
function sessionSets(rows: readonly HistorySetRow[], units: ReadonlyMap<string, WeightUnit>): HistorySet[] {
  const counts = setsCounted(
    rows.map((r) => ({ ...r, performedOn: r.key.date })),
    (r) => r.prescribedSets,
  );
  return rows.map((r, i) => toSet(r, counts[i] ?? 0, units.get(r.exerciseId)));
}

/**
 * A session's warm-ups and notes, each under the exercise of its row (one warmed up only, too); a
 * warm-up of an exercise with its own unit says it, as its sets do (decision 0081).
 */
function sessionExtras(
  rows: readonly Pick<HistorySetRow, "rowId" | "exercise" | "exerciseId">[],
  extras: ReadonlyMap<string, RowExtra[]>,
  units: ReadonlyMap<string, WeightUnit>,
) {
  const exerciseOf = new Map(rows.map((r) => [r.rowId, r]));
  const warmUps: NonNullable<HistorySession["warmUps"]> = [];
  const notes: NonNullable<HistorySession["notes"]> = [];
  for (const [rowId, { exercise, exerciseId }] of exerciseOf) {
    const own = extras.get(rowId) ?? [];
    const unit = units.get(exerciseId);
    for (const w of warmUpsOf(own)) warmUps.push({ exercise, ...w, ...(unit ? { unit } : {}) });
    const said = notesOf(own);
    if (said.exercise !== null) notes.push({ exercise, set: null, note: said.exercise });
    for (const n of said.sets) notes.push({ exercise, set: n.set, note: n.note });
  }
  return { warmUps, notes };
}

type SessionHead = Pick<HistorySetRow, "key" | "programName" | "programKind" | "rowNotes">;

/** A session's own name (decision 0051): an import's workout names, an empty workout's given name. */
function workoutName(rows: readonly SessionHead[]): string | null {
  const first = rows[0];
  if (first?.programKind === "freestyle") return first.programName;
  if (first?.programKind !== "history") return null;
  for (const r of rows) {
    const name = importedWorkoutName(r.rowNotes);
    if (name) return name;
  }
  return first.programName;
}

/**
 * Up to `limit` sessions older than `before` (the newest, without it), newest first: a statement
 * for the sets, one for the warm-ups and one for the notes, each found a page at a time.
 */
export async function historyPage(
  db: Kysely<Database>,
  userId: string,
  page: { before?: SessionKey; limit?: number },
): Promise<HistoryPage> {
  const limit = page.limit ?? HISTORY_PAGE_SIZE.default;
  // One session more than shown says whether an older page exists. A day of warm-ups only is a
  // session too (decision 0077), and so is a day of notes alone (0103): the newest days of each
  // kind, merged, make the page, and a shown day has all its parts (each walk read past it).
  const found = new Map<string, Found>();
  const of = (head: SessionHead) => {
    const key = encodeHistoryCursor(head.key);
    const session = found.get(key) ?? { key, head, sets: [], warmedUp: [], noted: [] };
    found.set(key, session);
    return session;
  };
  for (const row of await historySets(db, userId, page.before, limit + 1)) of(row).sets.push(row);
  for (const row of await warmUpSessions(db, userId, page.before, limit + 1)) of(row).warmedUp.push(row);
  for (const row of await noteSessions(db, userId, page.before, limit + 1)) of(row).noted.push(row);
  const all = [...found.values()].sort((a, b) => newerFirst(a.head.key, b.head.key));
  const shown = all.slice(0, limit);
  const outcomes = await dayOutcomes(
    db,
    userId,
    shown.map(({ head, sets, noted }) => ({
      ...head.key,
      programKind: head.programKind,
      rowIds: sets.map((r) => r.rowId),
      notedRowIds: noted.map((r) => r.rowId),
    })),
  );
  // One statement more: the shown sessions' warm-ups and notes, by their rows (decision 0066).
  const rowIds = shown.flatMap((s) => [...s.sets, ...s.warmedUp, ...s.noted].map((r) => r.rowId));
  const extras = extrasByRow(await rowExtrasOf(db, userId, { noteRows: rowIds, warmUpRows: rowIds }));
  // And one: the units the lifter gave the page's exercises (decision 0081).
  const units = await exerciseUnits(
    db,
    userId,
    shown.flatMap((s) => [...s.sets, ...s.warmedUp].map((r) => r.exerciseId)),
  );
  const sessions = shown.map(({ key, head, sets, warmedUp, noted }, i) => {
    const { key: k, programName, programKind } = head;
    return {
      key,
      date: k.date,
      program: programName,
      phase: k.phase,
      week: k.week,
      day: k.day,
      kind: programKind,
      workout: workoutName(sets.length > 0 ? sets : [head]),
      workoutId: programKind === "freestyle" ? k.programId : null,
      sets: sessionSets(sets, units),
      skipped: outcomes[i]?.skipped.map((o) => o.name) ?? [],
      notDone: outcomes[i]?.notDone.map((o) => o.name) ?? [],
      durationSeconds: programKind === "history" ? null : duration(sets, warmedUp),
      // Each swap with the sets lifted on its row: the card finds it by them, not by a name (0099).
      swapped: (outcomes[i]?.swapped ?? []).map(({ from, to, rowId }) => ({
        from,
        to,
        setIds: sets.filter((r) => r.rowId === rowId).map((r) => r.id),
      })),
      groups: outcomes[i]?.groups ?? [],
      ...sessionExtras([...sets, ...warmedUp, ...noted], extras, units),
    };
  });
  const last = sessions.at(-1);
  return { sessions, nextCursor: all.length > limit && last ? last.key : null };
}

/** First save to last, warm-ups included, as the finish screen says it (decisions 0018, 0077). */
function duration(sets: readonly HistorySetRow[], warmedUp: readonly WarmUpSessionRow[]): number | null {
  return savesDuration([...sets.map((s) => s.loggedAt), ...warmedUp.flatMap((w) => [w.firstLoggedAt, w.lastLoggedAt])]);
}

/** A session of the page: its sets, the rows warmed up and noted on it (a day may hold only those). */
interface Found {
  key: string;
  head: SessionHead;
  sets: HistorySetRow[];
  warmedUp: WarmUpSessionRow[];
  noted: NoteSessionRow[];
}

/** History's order, newest first: date, then program, phase, week and day, as the index walks them. */
function newerFirst(a: SessionKey, b: SessionKey): number {
  const order = (x: string | number, y: string | number) => (x < y ? 1 : x > y ? -1 : 0);
  return (
    order(a.date, b.date) ||
    order(a.programId, b.programId) ||
    order(a.phase, b.phase) ||
    order(a.week, b.week) ||
    order(a.day, b.day)
  );
}

// The id is not echoed: the answer for another lifter's set is the same as for none at all.
const notYours = () => new NotFoundError("No such logged set");

/** New reps, RPE and weight for one of the lifter's sets; another user's set is not found. */
export async function correctSet(
  db: Kysely<Database>,
  userId: string,
  id: string,
  values: SetCorrection,
): Promise<HistorySet> {
  const before = await findOwnSet(db, userId, id);
  if (!before) throw notYours();
  // A correction fits how the exercise is logged, as the log's own entry does (decision 0053).
  const problem = typeProblem(before.exercise_type, { ...values, seconds: before.seconds });
  if (problem) throw new InvalidError(`${problem[0]} ${problem[1]}`, { [problem[0]]: problem[1] });
  if (!(await updateOwnSet(db, userId, id, values, before.exercise_type))) throw notYours();
  const set = await findOwnSet(db, userId, id);
  if (!set) throw notYours(); // deleted in between
  const countsAs = entryCountsAs(set.set_index, set.prescribed_sets, Number(set.sets_by_set ?? 0) > 0);
  const typed = { exerciseType: set.exercise_type, seconds: set.seconds };
  const unit = (await exerciseUnits(db, userId, [set.exercise_id])).get(set.exercise_id);
  return toSet({ ...set, ...typed, exercise: set.exercise_name, setIndex: set.set_index }, countsAs, unit);
}

/** Deletes one of the lifter's sets; another user's set is not found. */
export async function deleteSet(db: Kysely<Database>, userId: string, id: string): Promise<void> {
  if (!(await deleteOwnSet(db, userId, id))) throw notYours();
}

/** The lifts the lifter has logged, by name, each with the date it was last logged. */
export async function historyLifts(db: Kysely<Database>, userId: string): Promise<HistoryLifts> {
  const lifts = await loggedLifts(db, userId);
  const units = await exerciseUnits(
    db,
    userId,
    lifts.map((l) => l.id),
  );
  return {
    lifts: lifts.map((l) => {
      const unit = units.get(l.id);
      return { exerciseId: l.id, name: l.name, lastDate: l.lastDate, ...(unit ? { unit } : {}) };
    }),
  };
}

/**
 * A lift's best estimated 1RM of each date, oldest first, from its latest E1RM_SETS_READ sets (years
 * of weekly sessions; the cost stays flat beyond). When the read stops inside a date, that oldest
 * date may lack sets, so it is left out.
 */
export async function liftProgress(db: Kysely<Database>, userId: string, exerciseId: string): Promise<LiftProgress> {
  // Only weight × reps has an estimated 1RM (decision 0053): a belt's +25 lb is not the load moved.
  if ((await exerciseTypeOf(db, exerciseId)) !== "weight_reps") return { points: [] };
  const { read, oldest, sets } = await liftSets(db, userId, exerciseId, E1RM_SETS_READ);
  const partial = read === E1RM_SETS_READ ? oldest : undefined;
  const points = bestOneRepMaxByDate(partial ? sets.filter((s) => s.date !== partial) : sets);
  return { points };
}
