import { UnavailableError } from "@ironpath/domain/errors";
import type { Kysely } from "kysely";
import { DATABASE_UNREACHABLE } from "../db/create-db.js";
import { pingDatabase } from "../db/repositories/health-repository.js";
import type { Database } from "../db/schema.js";

/** Resolves when the database answers; an UnavailableError (503) when it does not. */
export async function checkDatabase(db: Kysely<Database>): Promise<void> {
  try {
    await pingDatabase(db);
  } catch (cause) {
    throw new UnavailableError(DATABASE_UNREACHABLE, { cause });
  }
}
