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
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { Database } from "../../db/schema.js";
import type { Document } from "./everything-document.js";
import { type EverythingPlan, planEverything } from "./everything-plan.js";
import { writePlanned } from "./transfer-import.js";

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
  const written = await writePlanned<EverythingPlan>(db, userId, (pause) =>
    planEverything(db, userId, doc, now, pause),
  );
  // What was created is what the first written plan planned; with nothing written, the last plan
  // says what was found here.
  const { summary } = written.headPlan ?? written.lastPlan;
  return { sets: written.sets, sessions: written.sessions, alreadyHere: written.alreadyImported.length, ...summary };
}
