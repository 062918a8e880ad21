import { type Kysely, type Migration, Migrator } from "kysely";
import * as accounts from "./2026-11-21-accounts.js";

// Listed explicitly (not read from disk) so the bundled server carries them.
const migrations: Record<string, Migration> = {
  "2026-11-21-accounts": accounts,
};

export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
}
