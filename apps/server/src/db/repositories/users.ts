import type { Equipment } from "@ironpath/domain/training/strength/equipment.schema";
import type { WeightUnit } from "@ironpath/domain/units/weight-unit";
import { type Kysely, sql } from "kysely";
import type { Database } from "../schema.js";

export interface User {
  id: string;
  email: string | null;
}

/** The user a session cookie resolves to, with what the session check reads of their row. */
export interface SessionUser extends User {
  equipment: Equipment;
  /** The lifter's unit (decision 0063): the unit of their equipment, lb when it says none. */
  weightUnit: WeightUnit;
  /** Counts the writes to what the user's answers read (decision 0023): kept answers are valid while it stands. */
  dataVersion: number;
  /** Counts the writes to the ready-made programs and the catalogue (decision 0025): the same, for everyone. */
  contentVersion: number;
  /** Counts the writes to the user's own programs and exercises (decision 0027). */
  programVersion: number;
}

export interface UserWithPassword extends User {
  passwordHash: string | null;
}

export async function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserWithPassword | undefined> {
  const row = await db
    .selectFrom("users")
    .select(["id", "email", "password_hash"])
    .where("email", "=", email)
    .executeTakeFirst();
  return row && { id: row.id, email: row.email, passwordHash: row.password_hash };
}

export async function findUserWithPasswordById(
  db: Kysely<Database>,
  id: string,
): Promise<UserWithPassword | undefined> {
  const row = await db
    .selectFrom("users")
    .select(["id", "email", "password_hash"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row && { id: row.id, email: row.email, passwordHash: row.password_hash };
}

/**
 * Sets the user's password hash; with `replacing`, only while the stored hash is still that one
 * (false otherwise), so two changes proved against the same password cannot both succeed.
 */
export async function updatePasswordHash(
  db: Kysely<Database>,
  userId: string,
  passwordHash: string,
  replacing?: string,
): Promise<boolean> {
  let update = db.updateTable("users").set({ password_hash: passwordHash }).where("id", "=", userId);
  if (replacing !== undefined) update = update.where("password_hash", "=", replacing);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Inserts a user; returns false when the e-mail is taken (the unique index decides, not a race-prone read). */
export async function insertUser(
  db: Kysely<Database>,
  user: {
    id: string;
    email: string | null;
    passwordHash: string | null;
    now: string;
  },
): Promise<boolean> {
  const result = await db
    .insertInto("users")
    .values({
      id: user.id,
      email: user.email,
      password_hash: user.passwordHash,
      created_at: user.now,
    })
    .onConflict((oc) => oc.column("email").doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function findIdentity(
  db: Kysely<Database>,
  provider: string,
  subject: string,
): Promise<{ userId: string } | undefined> {
  const row = await db
    .selectFrom("identities")
    .select("user_id")
    .where("provider", "=", provider)
    .where("subject", "=", subject)
    .executeTakeFirst();
  return row && { userId: row.user_id };
}

export async function insertIdentity(
  db: Kysely<Database>,
  identity: {
    provider: string;
    subject: string;
    userId: string;
    email: string | null;
    now: string;
  },
): Promise<void> {
  await db
    .insertInto("identities")
    .values({
      provider: identity.provider,
      subject: identity.subject,
      user_id: identity.userId,
      email: identity.email,
      created_at: identity.now,
    })
    .execute();
}

/**
 * The first statement of a lifter's multi-statement write, in its transaction: their users row.
 * Each write to their programs, sets or phases raises the versions kept there (decision 0023), so
 * every such transaction takes that row first: one lock order, no deadlock, and two writes of one
 * lifter (a delete and a builder write, two phase starts) run one after the other (decision 0041).
 */
export async function lockOwner(trx: Kysely<Database>, userId: string): Promise<void> {
  await trx.updateTable("users").set({ data_version: sql`data_version + 1` }).where("id", "=", userId).execute();
}
