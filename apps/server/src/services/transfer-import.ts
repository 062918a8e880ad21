import { InvalidError } from "@ironpath/domain/errors";
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
import { readLayout } from "@ironpath/domain/transfer/import-columns";
import { planImport } from "@ironpath/domain/transfer/import-plan";
import { SKIP_REASONS, type SkippedRow, readImportRows } from "@ironpath/domain/transfer/import-rows";
import type { Kysely } from "kysely";
import { visibleExercises, writeImport } from "../db/repositories/imports.js";
import type { Database } from "../db/schema.js";
import { readCsv } from "./csv-files.js";

// Importing a Strong or Hevy export (decision 0015): the file is read whole and checked before
// anything is written; then everything is written in one transaction, and the report says what
// was written and what was skipped, and why.

interface Resolution {
  /** The file's exercise name → the name it is logged under. */
  target: Map<string, string>;
  matched: { from: string; to: string }[];
  created: { from: string; to: string }[];
}

/** Each exercise name of the file: a known exercise, or a new one of the lifter's own. */
async function resolveExercises(db: Kysely<Database>, userId: string, names: string[]): Promise<Resolution> {
  const known = new Map<string, string>();
  // The lifter's own exercise wins a key it shares with the catalogue's.
  const visible = await visibleExercises(db, userId);
  for (const e of visible.sort((a, b) => Number(a.own) - Number(b.own))) known.set(exerciseKey(e.name), e.name);
  const resolution: Resolution = { target: new Map(), matched: [], created: [] };
  for (const from of names) {
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
  const { header, records } = readCsv(input.csv);
  const layout = readLayout(input.format, header);
  const read = readImportRows(records, layout, { unit: input.unit, now });

  const resolution = await resolveExercises(db, userId, [...new Set(read.sets.map((s) => s.exercise))]);
  const warmUps = new Map<string, number>();
  for (const s of read.skipped) {
    const target = s.exercise && resolution.target.get(s.exercise);
    if (s.reason !== SKIP_REASONS.warmUp || !target) continue;
    warmUps.set(`${s.date}|${target}`, (warmUps.get(`${s.date}|${target}`) ?? 0) + 1);
  }
  const days = planImport(
    input.format,
    read.sets.map((s) => ({ ...s, target: resolution.target.get(s.exercise) as string })),
    warmUps,
  );
  const written = await writeImport(db, {
    userId,
    newExercises: [...new Set(resolution.created.map(({ to }) => to))].map((name) => ({
      name,
      muscle: guessMuscle(name),
    })),
    days,
    now: now.toISOString(),
  });
  const skipped = [
    ...read.skipped,
    ...written.alreadyImported.map((line) => ({ line, reason: SKIP_REASONS.alreadyImported })),
  ];
  return {
    format: input.format,
    sessions: written.sessions,
    sets: written.sets,
    programs: written.programs,
    exercisesMatched: resolution.matched,
    exercisesCreated: resolution.created,
    skipped: skippedReport(skipped),
  };
}
