import type { Equipment } from "@ironpath/domain/training/strength/equipment.schema";
import type { Kysely } from "kysely";
import type { Database } from "../schema.js";

export interface User {
  id: string;
  email: string | null;
}

/** The user a session cookie resolves to, with what the session check reads of their row. */
export interface SessionUser extends User {
  equipment: Equipment;
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

export async function updatePasswordHash(db: Kysely<Database>, userId: string, passwordHash: string): Promise<void> {
  await db.updateTable("users").set({ password_hash: passwordHash }).where("id", "=", userId).execute();
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
