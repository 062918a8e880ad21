import type { Kysely } from "kysely";
import { cachePerDatabase } from "../../cache/versioned-cache.js";
import type { Database } from "../schema.js";
import { type Program, type ProgramKind, findProgram } from "./programs-repository.js";

// What a program's name means to a lifter, kept per process (decision 0027). A lookup depends on
// the ready-made programs (the content version, 0025) and on the lifter's own programs (their
// program_version); triggers raise both at every write to what it reads, in the writing
// transaction, and the session check reads both. So a lookup kept with the versions it was read at
// holds while they stand, and the workout log's calls skip it: logging a set raises neither.

/** Who asks, with the versions read with their session. */
export interface ProgramViewer {
  id: string;
  programVersion: number;
  contentVersion: number;
}

/** Lookups kept per database: the least recently used go first. */
const keptOf = cachePerDatabase<Program>(5_000);

/** The program of that name this viewer may open; undefined when none (not kept). */
export async function findProgramFor(
  db: Kysely<Database>,
  name: string,
  viewer: ProgramViewer,
  kind: ProgramKind,
): Promise<Program | undefined> {
  const kept = keptOf(db);
  // A ready-made program means the same to everyone; any other lookup is the lifter's own.
  const key = kind === "ready-made" ? `ready-made ${name}` : `${kind} ${viewer.id} ${name}`;
  const versions =
    kind === "ready-made" ? `${viewer.contentVersion}` : `${viewer.programVersion} ${viewer.contentVersion}`;
  const known = kept.get(key, versions);
  if (known) return known;
  const program = await findProgram(db, name, viewer.id, kind);
  kept.set(key, versions, program);
  return program;
}
