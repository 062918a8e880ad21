import type { Kysely } from "kysely";
import type { Database } from "../schema.js";

export interface SessionRow {
  userId: string;
  lastSeenAt: string;
  expiresAt: string;
}

export async function insertSession(
  db: Kysely<Database>,
  s: { tokenHash: string; userId: string; now: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto("sessions")
    .values({
      token_hash: s.tokenHash,
      user_id: s.userId,
      created_at: s.now,
      last_seen_at: s.now,
      expires_at: s.expiresAt,
    })
    .execute();
}

export async function findSession(db: Kysely<Database>, tokenHash: string): Promise<SessionRow | undefined> {
  const row = await db
    .selectFrom("sessions")
    .select(["user_id", "last_seen_at", "expires_at"])
    .where("token_hash", "=", tokenHash)
    .executeTakeFirst();
  return (
    row && {
      userId: row.user_id,
      lastSeenAt: row.last_seen_at,
      expiresAt: row.expires_at,
    }
  );
}

export async function touchSession(db: Kysely<Database>, tokenHash: string, now: string): Promise<void> {
  await db.updateTable("sessions").set({ last_seen_at: now }).where("token_hash", "=", tokenHash).execute();
}

export async function deleteSession(db: Kysely<Database>, tokenHash: string): Promise<void> {
  await db.deleteFrom("sessions").where("token_hash", "=", tokenHash).execute();
}

export async function countRecentLoginFailures(db: Kysely<Database>, email: string, since: string): Promise<number> {
  const row = await db
    .selectFrom("login_failures")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("email", "=", email)
    .where("failed_at", ">", since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function recordLoginFailure(db: Kysely<Database>, email: string, now: string): Promise<void> {
  await db.insertInto("login_failures").values({ email, failed_at: now }).execute();
}

export async function clearLoginFailures(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom("login_failures").where("email", "=", email).execute();
}

/** Removes what has expired for everyone: sessions, sign-in attempts and unfinished social sign-ins. */
export async function sweepExpired(
  db: Kysely<Database>,
  cutoffs: { now: string; idleBefore: string; attemptsBefore: string },
): Promise<void> {
  const { now, idleBefore, attemptsBefore } = cutoffs;
  await db.deleteFrom("sessions").where("expires_at", "<=", now).execute();
  await db.deleteFrom("sessions").where("last_seen_at", "<", idleBefore).execute();
  await db.deleteFrom("login_failures").where("failed_at", "<=", attemptsBefore).execute();
  await db.deleteFrom("oauth_flows").where("expires_at", "<", now).execute();
}
