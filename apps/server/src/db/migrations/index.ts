import type { Kysely } from "kysely";
import { type Migration, Migrator } from "kysely/migration";
import * as accounts from "./2026-11-21-accounts.js";
import * as training from "./2026-11-21-training.js";
import * as accountSecurity from "./2026-11-23-account-security.js";
import * as builder from "./2026-11-23-builder.js";
import * as coach from "./2026-11-23-coach.js";
import * as contentVersion from "./2026-11-28-content-version.js";
import * as programVersion from "./2026-11-29-program-version.js";
import * as idempotencyKeys from "./2026-11-30-idempotency-keys.js";
import * as coachUnconfirmedWeight from "./2026-12-06-coach-unconfirmed-weight.js";
import * as dayChanges from "./2026-12-01-day-changes.js";
import * as routineKinds from "./2026-12-02-routine-kinds.js";
import * as equipment from "./2026-11-25-equipment.js";
import * as weightUnit from "./2026-12-08-weight-unit.js";
import * as heightCm from "./2026-12-13-height-cm.js";
import * as exerciseUnits from "./2026-12-16-exercise-units.js";
import * as history from "./2026-11-24-history.js";
import * as dataVersion from "./2026-11-27-data-version.js";
import * as setEstimates from "./2026-11-26-set-estimates.js";
import * as exerciseTypes from "./2026-12-03-exercise-types.js";
import * as supersets from "./2026-12-04-supersets.js";
import * as notesAndWarmUps from "./2026-12-09-notes-and-warm-ups.js";
import * as warmUpDays from "./2026-12-14-warm-up-days.js";
import * as previousWeightsCovered from "./2026-12-17-previous-weights-covered.js";
import * as coachReasonsMarked from "./2026-12-20-coach-reasons-marked.js";
import * as bulkPaceRestart from "./2026-12-24-bulk-pace-restart.js";
import * as noteDays from "./2026-12-26-note-days.js";

// Listed explicitly (not read from disk) so the bundled server carries them.
export const migrations: Record<string, Migration> = {
  "2026-11-21-accounts": accounts,
  "2026-11-21-training": training,
  "2026-11-23-account-security": accountSecurity,
  "2026-11-23-coach": coach,
  "2026-11-23-builder": builder,
  "2026-11-24-history": history,
  "2026-11-25-equipment": equipment,
  "2026-11-26-set-estimates": setEstimates,
  "2026-11-27-data-version": dataVersion,
  "2026-11-28-content-version": contentVersion,
  "2026-11-29-program-version": programVersion,
  "2026-11-30-idempotency-keys": idempotencyKeys,
  "2026-12-01-day-changes": dayChanges,
  "2026-12-02-routine-kinds": routineKinds,
  "2026-12-03-exercise-types": exerciseTypes,
  "2026-12-04-supersets": supersets,
  "2026-12-06-coach-unconfirmed-weight": coachUnconfirmedWeight,
  "2026-12-08-weight-unit": weightUnit,
  "2026-12-09-notes-and-warm-ups": notesAndWarmUps,
  "2026-12-13-height-cm": heightCm,
  "2026-12-14-warm-up-days": warmUpDays,
  "2026-12-16-exercise-units": exerciseUnits,
  "2026-12-17-previous-weights-covered": previousWeightsCovered,
  "2026-12-20-coach-reasons-marked": coachReasonsMarked,
  "2026-12-24-bulk-pace-restart": bulkPaceRestart,
  "2026-12-26-note-days": noteDays,
};

/** `schema` names a non-default PostgreSQL schema: the migrator must look for its own tables there. */
function migrator(db: Kysely<any>, schema?: string): Migrator {
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}

/** The migrations this database has run, and those the next start will run, in order. */
export async function migrationState(
  db: Kysely<any>,
  schema?: string,
): Promise<{ applied: string[]; pending: string[] }> {
  const all = await migrator(db, schema).getMigrations();
  return {
    applied: all.filter((m) => m.executedAt !== undefined).map((m) => m.name),
    pending: all.filter((m) => m.executedAt === undefined).map((m) => m.name),
  };
}

export async function migrateToLatest(db: Kysely<any>, schema?: string): Promise<void> {
  const { error, results } = await migrator(db, schema).migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
}
