import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";

/**
 * Whether the user has entered the User Info form. The user_info table arrives with the
 * training work; until then nobody has a complete profile.
 */
export async function hasCompleteProfile(_db: Kysely<Database>, _userId: string): Promise<boolean> {
  return false;
}
