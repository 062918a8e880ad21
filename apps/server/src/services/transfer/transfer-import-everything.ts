import { randomUUID } from "node:crypto";
import { setImmediate as nextTurn } from "node:timers/promises";
import { InvalidError } from "@ironpath/domain/errors";
import { EXPORT_FORMAT, EXPORT_VERSION } from "@ironpath/domain/transfer/export.schema";
import {
  EVERYTHING_IMPORT_LIMITS,
  EVERYTHING_MESSAGES,
  type ImportEverythingReport,
  type ReadSet,
  readDocumentSchema,
  readSetSchema,
} from "@ironpath/domain/transfer/import-everything.schema";
import { fileDayProblem } from "@ironpath/domain/transfer/file-day-bounds";
import { NOTE_OF_EXERCISE } from "@ironpath/domain/training/day-notes";
import type { Kysely } from "kysely";
import type { z } from "zod";
import {
  insertImportedExtras,
  placeKey,
  rowsOfPlaces,
  rowsOfProgramPlaces,
} from "../../db/repositories/notes-and-warm-ups-repository.js";
import { importDaySupersets } from "./everything-supersets.js";
import type { Database } from "../../db/schema.js";
import type { Document } from "./everything-document.js";
import { type EverythingPlan, planEverything } from "./everything-plan.js";
import { writePlanned } from "./transfer-import.js";
import { saveEquipment } from "../training/equipment.js";
import { importExerciseUnits } from "./everything-exercise-units.js";

// Importing a lifter's own Ironpath export (decision 0047): the file is read and checked whole
// before anything is written, a slice of sets at a time; then it is planned against what the
// lifter has here and written as the Strong and Hevy imports are (decision 0036): in one
// transaction on PostgreSQL, in transactions of about 1,000 sets (whole dates) on SQLite.

const SLICE = 1_000;

/** The first problem zod found, in words: where in the file, and what is wrong. */
function refusal(error: z.ZodError, prefix: (string | number)[] = []): InvalidError {
  const issue = error.issues[0];
  const path = [...prefix, ...(issue?.path ?? [])].map(String).join(".");
  return new InvalidError(EVERYTHING_MESSAGES.invalid(path || "the file", issue?.message ?? "is not as exported"));
}

/** The file read and checked whole; the first problem refuses it in words. */
export async function readDocument(json: string): Promise<Document> {
  const bytes = Buffer.byteLength(json, "utf8");
  if (bytes > EVERYTHING_IMPORT_LIMITS.bytes) throw new InvalidError(EVERYTHING_MESSAGES.tooBig(bytes));
  if (json.trim() === "") throw new InvalidError(EVERYTHING_MESSAGES.empty);
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new InvalidError(EVERYTHING_MESSAGES.notJson);
  }
  const head = parsed as { format?: unknown; version?: unknown; sets?: unknown } | null;
  if (typeof head !== "object" || head === null || head.format !== EXPORT_FORMAT) {
    throw new InvalidError(EVERYTHING_MESSAGES.notExport);
  }
  if (head.version !== EXPORT_VERSION) throw new InvalidError(EVERYTHING_MESSAGES.newerVersion(head.version));
  if (Array.isArray(head.sets) && head.sets.length > EVERYTHING_IMPORT_LIMITS.sets) {
    throw new InvalidError(EVERYTHING_MESSAGES.tooManySets(head.sets.length));
  }
  const document = readDocumentSchema.safeParse(parsed);
  if (!document.success) throw refusal(document.error);
  const sets: ReadSet[] = [];
  for (const [i, set] of document.data.sets.entries()) {
    if (i % SLICE === SLICE - 1) await nextTurn();
    const read = readSetSchema.safeParse(set);
    if (!read.success) throw refusal(read.error, ["sets", i]);
    sets.push(read.data);
  }
  const problem = fileDayProblem({ ...document.data, sets });
  if (problem) throw new InvalidError(EVERYTHING_MESSAGES.invalid(...problem));
  return { ...document.data, sets };
}

/** Reads, checks, plans and writes an Ironpath export; a file it cannot read writes nothing. */
export async function importEverything(
  db: Kysely<Database>,
  userId: string,
  json: string,
  now = new Date(),
): Promise<ImportEverythingReport> {
  const doc = await readDocument(json);
  await nextTurn();
  // Warm-ups, notes (decision 0066) and the day's supersets (0077) go to the rows their day's work
  // sets are on, in the transaction that writes the last of them (decision 0099).
  const written = await writePlanned<EverythingPlan, number>(
    db,
    userId,
    (pause) => planEverything(db, userId, doc, now, pause),
    async (trx) => {
      const places =
        doc.warmUps?.length || doc.notes?.length || doc.daySupersets?.length
          ? await rowsOfPlaces(trx, userId)
          : new Map();
      await importExtras(trx, userId, doc, now, places);
      return importDaySupersets(trx, userId, doc.daySupersets ?? [], places);
    },
  );
  const daySupersets = written.finished ?? 0;
  // What was created is what the first written plan planned; with nothing written, the last plan
  // says what was found here.
  const { summary } = written.headPlan ?? written.lastPlan;
  // The unit, bar and plates go with the user info (decision 0071): restored where it was, so a kg
  // lifter's new account shows kg; a lifter with their own here keeps their unit.
  const equipment = doc.account?.equipment;
  const unit = written.headPlan?.summary.userInfo === "restored" && equipment ? (equipment.unit ?? "lb") : null;
  if (unit && equipment) await saveEquipment(db, userId, equipment);
  // After the sets: the exercises the file made the lifter's own are here now (decision 0081).
  const exerciseUnits = await importExerciseUnits(db, userId, doc.account?.exerciseUnits ?? []);
  const counts = { sets: written.sets, sessions: written.sessions, alreadyHere: written.alreadyImported.length };
  return { ...counts, ...summary, daySupersets, unit, exerciseUnits };
}

type Places = Awaited<ReturnType<typeof rowsOfPlaces>>;

/**
 * The file's warm-ups and notes, each on the row its place's work sets are on (decision 0066); a
 * warm-up or a note on the exercise with no work set of its place here goes on its routine's row at
 * that place (decisions 0101, 0110); a set's note with no set is left out.
 */
async function importExtras(db: Kysely<Database>, userId: string, doc: Document, now: Date, rows: Places) {
  if (!doc.warmUps?.length && !doc.notes?.length) return;
  const at = now.toISOString();
  // A warm-up or a note on an exercise with no work set that day (decisions 0101, 0110) goes on its
  // routine's row at its place.
  const alone = [
    ...(doc.warmUps ?? []).filter((w) => !rows.has(placeKey(w))),
    ...(doc.notes ?? []).filter((n) => n.set === NOTE_OF_EXERCISE && !rows.has(placeKey(n))),
  ];
  const routineRows =
    alone.length > 0
      ? await rowsOfProgramPlaces(
          db,
          userId,
          alone.map((n) => n.program),
        )
      : new Map();
  const warmUps = (doc.warmUps ?? []).flatMap((w) => {
    const row = rows.get(placeKey(w)) ?? routineRows.get(placeKey({ ...w, date: "" }));
    if (!row) return [];
    return [
      {
        id: randomUUID(),
        user_id: userId,
        routine_id: row.programId,
        row_id: row.rowId,
        exercise_id: row.exerciseId,
        phase: w.phase,
        week: w.week,
        day: w.day,
        set_index: w.set,
        reps: w.reps,
        weight: Math.round(w.weightLbs * 100) / 100,
        performed_on: w.date,
        logged_at: w.loggedAt,
      },
    ];
  });
  const notes = (doc.notes ?? []).flatMap((n) => {
    const row =
      rows.get(placeKey(n)) ?? (n.set === NOTE_OF_EXERCISE ? routineRows.get(placeKey({ ...n, date: "" })) : undefined);
    if (!row) return [];
    const note = n.note.trim();
    return note === ""
      ? []
      : [
          {
            user_id: userId,
            routine_id: row.programId,
            row_id: row.rowId,
            exercise_id: row.exerciseId,
            set_index: n.set,
            note,
            performed_on: n.date,
            updated_at: at,
          },
        ];
  });
  await insertImportedExtras(db, warmUps, notes);
}
