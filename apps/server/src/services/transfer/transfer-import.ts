import { setImmediate as nextTurn } from "node:timers/promises";
import { InvalidError, UnavailableError } from "@ironpath/domain/errors";
import {
  exerciseKey,
  guessMuscle,
  importedExerciseName,
  matchExercise,
} from "@ironpath/domain/transfer/exercise-match";
import {
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  type ImportFormat,
  type ImportReport,
  SKIPPED_LINES_SHOWN,
  type WeightUnit,
} from "@ironpath/domain/transfer/import-api.schema";
import { type Layout, readLayout } from "@ironpath/domain/transfer/import-columns";
import { planImport } from "@ironpath/domain/transfer/import-plan";
import {
  type CsvRecord,
  type ReadRows,
  SKIP_REASONS,
  type SkippedRow,
  readImportRows,
  exerciseNotesOfDates,
} from "@ironpath/domain/transfer/import-rows";
import { noteText } from "@ironpath/domain/training/notes-warm-ups-api.schema";
import { DEFAULT_EXERCISE_TYPE, type ExerciseType, typeProblem } from "@ironpath/domain/training/exercise-type";
import type { Kysely } from "kysely";
import { writesOneAtATime } from "../../db/create-db.js";
import {
  type ImportChunk,
  type ImportPlan,
  type ImportWrite,
  chunkPlan,
  claimDataVersion,
  dataVersion,
  insertImportChunk,
  planImportWrite,
  visibleExercises,
} from "../../db/repositories/imports.js";
import type { Database } from "../../db/schema.js";
import { readCsv } from "./csv-files.js";
import { warmUpFits, writeOwnExtras } from "./own-csv-extras.js";

// Importing a Strong or Hevy export (decision 0015): the file is read whole and checked before
// anything is written; then everything is written in one transaction, and the report says what
// was written and what was skipped, and why. The reading, matching and planning run in slices
// with a turn of the event loop between them, and the transaction only inserts what was planned
// (decision 0036), so other lifters' requests wait at most a slice or that short transaction.

/** Rows read, or names matched, between turns of the event loop (a few milliseconds each). */
const SLICE = 1_000;
/** Plans made again when the lifter's data changed meanwhile, before answering "try again". */
const ATTEMPTS = 5;
/**
 * Sets per transaction where a transaction holds every other request (SQLite; decision 0036):
 * tens of milliseconds of inserts, the triggers they fire and the commit's sync to disk. PostgreSQL writes the whole import in one.
 */
const SETS_PER_SHORT_TRANSACTION = 1_000;

interface Resolution {
  /** The file's exercise name → the name it is logged under. */
  target: Map<string, string>;
  /** How each exercise logged under is logged here (one made by the import: weight × reps). */
  typeOf: Map<string, ExerciseType>;
  matched: { from: string; to: string }[];
  created: { from: string; to: string }[];
}

/** Each exercise name of the file: a known exercise, or a new one of the lifter's own. */
async function resolveExercises(db: Kysely<Database>, userId: string, names: string[]): Promise<Resolution> {
  const known = new Map<string, string>();
  // The lifter's own exercise wins a key it shares with the catalogue's.
  const visible = await visibleExercises(db, userId);
  for (const e of visible.sort((a, b) => Number(a.own) - Number(b.own))) known.set(exerciseKey(e.name), e.name);
  const resolution: Resolution = {
    target: new Map(),
    typeOf: new Map(visible.map((e) => [e.name, e.exerciseType])),
    matched: [],
    created: [],
  };
  for (const [i, from] of names.entries()) {
    if (i % SLICE === SLICE - 1) await nextTurn();
    const match = matchExercise(from, known);
    if (match) {
      resolution.target.set(from, match);
      resolution.matched.push({ from, to: match });
      continue;
    }
    const made = importedExerciseName(from);
    const existing = known.get(exerciseKey(made));
    resolution.target.set(from, existing ?? made);
    if (existing) resolution.matched.push({ from, to: existing });
    else resolution.created.push({ from, to: made });
  }
  return resolution;
}

function skippedReport(skipped: SkippedRow[]): ImportReport["skipped"] {
  const byReason = new Map<string, number[]>();
  for (const s of skipped) {
    const lines = byReason.get(s.reason) ?? [];
    lines.push(s.line);
    byReason.set(s.reason, lines);
  }
  return [...byReason.entries()].map(([reason, lines]) => ({
    reason,
    count: lines.length,
    lines: lines.sort((a, b) => a - b).slice(0, SKIPPED_LINES_SHOWN),
  }));
}

export interface ImportInput {
  format: ImportFormat;
  unit?: WeightUnit;
  csv: string;
}

/** Reads, checks and writes a whole import; a file it cannot read writes nothing (InvalidError naming the line). */
export async function importWorkouts(
  db: Kysely<Database>,
  userId: string,
  input: ImportInput,
  now = new Date(),
): Promise<ImportReport> {
  const bytes = Buffer.byteLength(input.csv, "utf8");
  if (bytes > IMPORT_LIMITS.bytes) throw new InvalidError(IMPORT_MESSAGES.tooBig(bytes));
  if (input.csv.trim() === "") throw new InvalidError(IMPORT_MESSAGES.empty);
  const { header, records } = await readCsv(input.csv);
  const layout = readLayout(input.format, header);
  const read = await readRowsInSlices(records, layout, { unit: input.unit, now });
  const { write, resolution, skipped: planSkipped } = await planWrite(db, userId, input.format, read, now);
  // By the exercise each line is logged under: two spellings of one name one exercise (0099).
  const logged = (exercise: string | undefined) => (exercise && resolution.target.get(exercise)) || exercise;
  const exerciseNotes = exerciseNotesOfDates(
    [...read.sets, ...read.skipped].map((l) => ({ ...l, exercise: logged(l.exercise) })),
  );
  // Ironpath's own warm-ups and notes go where its sets went, in the transaction that writes the
  // last of them: an import is kept whole or not at all (decision 0099).
  const extras = { days: write.days, skipped: read.skipped, target: resolution.target, exerciseNotes };
  const written = await writePlanned(
    db,
    userId,
    (pause) => planImportWrite(db, write, pause),
    input.format === "ironpath" ? (trx) => writeOwnExtras(trx, userId, extras, now) : undefined,
  );
  const own = written.finished ?? { warmUps: 0, notes: 0, exerciseNotes: 0, placedLines: new Set<number>() };
  const skipped = [
    ...read.skipped.filter((s) => !own.placedLines.has(s.line)),
    ...planSkipped,
    ...written.alreadyImported.map((line) => ({ line, reason: SKIP_REASONS.alreadyImported })),
  ];
  return {
    format: input.format,
    sessions: written.sessions,
    sets: written.sets,
    programs: written.programs,
    exercisesMatched: resolution.matched,
    exercisesCreated: resolution.created,
    warmUps: own.warmUps,
    notes: own.notes,
    exerciseNotes: own.exerciseNotes,
    skipped: skippedReport(skipped),
  };
}

/** What an import writes beside its sets, in the transaction of its last chunk (decision 0099). */
export type Finish<F> = (trx: Kysely<Database>) => Promise<F>;

/**
 * Writes a chunk in one transaction, all or nothing, if the lifter's data_version still is
 * `version`, then `finish` (the last chunk's) in it: the version after it (its inserts raise it
 * too) and what `finish` answered, or null (nothing written) when their data changed meanwhile.
 */
function writeChunk<F>(db: Kysely<Database>, userId: string, chunk: ImportChunk, version: number, finish?: Finish<F>) {
  return db.transaction().execute(async (trx) => {
    if (!(await claimDataVersion(trx, userId, version))) return null;
    await insertImportChunk(trx, chunk);
    const finished = finish ? await finish(trx) : undefined;
    return { version: await dataVersion(trx, userId), finished };
  });
}

/**
 * Plans the writes at a version of the lifter's data and writes them chunk by chunk while that
 * version stands (each chunk raises it); when another write of theirs came in between, plans the
 * rest again (what is written is then seen as already there, and not counted as such). `headPlan`
 * is the first plan whose first chunk was written: what it planned to create was created; with
 * nothing written, `lastPlan` says why.
 */
export async function writePlanned<P extends ImportPlan, F = never>(
  db: Kysely<Database>,
  userId: string,
  planAt: (pause: () => Promise<void>) => Promise<P>,
  finish?: Finish<F>,
) {
  const setsPerChunk = writesOneAtATime(db) ? SETS_PER_SHORT_TRANSACTION : Number.POSITIVE_INFINITY;
  const written = { sets: 0, sessions: 0, programs: [] as string[], lines: new Set<number>() };
  let headPlan: P | null = null;
  let finished: F | undefined;
  for (let attempt = 1; ; attempt++) {
    let version = await dataVersion(db, userId);
    let stale = false;
    const plan = await planAt(() => nextTurn());
    const chunks = chunkPlan(plan, setsPerChunk);
    // Every set already here (a replay): what `finish` writes has a transaction of its own.
    if (chunks.length === 0 && finish) finished = await db.transaction().execute(finish);
    for (const [i, chunk] of chunks.entries()) {
      await nextTurn();
      const done = await writeChunk(db, userId, chunk, version, i === chunks.length - 1 ? finish : undefined);
      stale = done === null;
      if (done === null) break;
      ({ version, finished } = done);
      headPlan ??= plan;
      written.sets += chunk.entries.length;
      written.sessions += chunk.sessions;
      for (const name of chunk.programs) if (!written.programs.includes(name)) written.programs.push(name);
      for (const line of chunk.lines) written.lines.add(line);
    }
    if (!stale) {
      const alreadyImported = plan.alreadyImported.filter((line) => !written.lines.has(line));
      return { ...written, alreadyImported, headPlan, lastPlan: plan, finished };
    }
    if (attempt === ATTEMPTS) throw new UnavailableError("Your data kept changing during the import: try again");
  }
}

/** The file's rows read a slice at a time; the first that cannot be read refuses the file. */
async function readRowsInSlices(
  records: CsvRecord[],
  layout: Layout,
  options: { unit?: WeightUnit; now: Date },
): Promise<ReadRows> {
  // The limits first, in the words of the whole file.
  if (records.length === 0 || records.length > IMPORT_LIMITS.rows) return readImportRows(records, layout, options);
  const read: ReadRows = { sets: [], skipped: [] };
  for (let i = 0; i < records.length; i += SLICE) {
    const slice = readImportRows(records.slice(i, i + SLICE), layout, options);
    read.sets.push(...slice.sets);
    read.skipped.push(...slice.skipped);
    await nextTurn();
  }
  return read;
}

/** The exercises matched or made, and the days planned, for the rows read. */
async function planWrite(
  db: Kysely<Database>,
  userId: string,
  format: ImportFormat,
  read: ReadRows,
  now: Date,
): Promise<{ write: ImportWrite; resolution: Resolution; skipped: SkippedRow[] }> {
  // An exercise with a note alone that day (decision 0099) or only warm-ups (Ironpath's own, 0110)
  // is matched or made as one with sets (a note the log would refuse has refused the file when read).
  const extrasAlone = read.skipped.filter(
    (s) =>
      s.exercise &&
      s.date &&
      ((s.exerciseNote !== undefined && noteText.safeParse(s.exerciseNote).success) ||
        (s.warmUp !== undefined && warmUpFits(s.warmUp))),
  );
  const names = [...read.sets, ...extrasAlone].map((s) => s.exercise as string);
  const resolution = await resolveExercises(db, userId, [...new Set(names)]);
  // Ironpath's own sets carry how they were logged: one that does not fit its exercise here (seconds
  // on a lift counted in reps, an assist on a barbell lift) is left out in words (decision 0053).
  const skipped: SkippedRow[] = [];
  const sets = read.sets.filter((s) => {
    const target = resolution.target.get(s.exercise) as string;
    const type = resolution.typeOf.get(target) ?? DEFAULT_EXERCISE_TYPE;
    if (format !== "ironpath" || !typeProblem(type, s)) return true;
    skipped.push({ line: s.line, reason: SKIP_REASONS.otherKind, date: s.date, exercise: s.exercise });
    return false;
  });
  const warmUps = new Map<string, number>();
  for (const s of read.skipped) {
    const target = s.exercise && resolution.target.get(s.exercise);
    if (s.reason !== SKIP_REASONS.warmUp || !target) continue;
    warmUps.set(`${s.date}|${target}`, (warmUps.get(`${s.date}|${target}`) ?? 0) + 1);
  }
  await nextTurn();
  const days = planImport(
    format,
    sets.map((s) => ({ ...s, target: resolution.target.get(s.exercise) as string })),
    warmUps,
    extrasAlone.map((s) => ({
      date: s.date as string,
      target: resolution.target.get(s.exercise as string) as string,
      line: s.line,
    })),
  );
  const write: ImportWrite = {
    userId,
    newExercises: [...new Set(resolution.created.map(({ to }) => to))].map((name) => ({
      name,
      muscle: guessMuscle(name),
    })),
    days,
    now: now.toISOString(),
  };
  return { write, resolution, skipped };
}
