import type { Equipment } from "@ironpath/domain/training/strength/equipment.schema";
import type { ExpressionBuilder, Kysely } from "kysely";
import { boundQuery } from "../bound-query.js";
import type { Database } from "../schema.js";
import { toEquipment } from "./equipment-repository.js";

export interface SessionRow {
  userId: string;
  /** The account's e-mail, read with the session: a signed-in call's check is one statement. */
  email: string | null;
  /** The lifter's bar and plates, read here too: the next day's plates cost no statement of their own. */
  equipment: Equipment;
  /** The user's data_version, read here too: whether a kept answer still holds costs no statement. */
  dataVersion: number;
  /** The version of the content without an owner (decision 0025), read here for the same reason. */
  contentVersion: number;
  /** The version of the user's own programs (decision 0027): a program found by name stands while it does. */
  programVersion: number;
  lastSeenAt: string;
  expiresAt: string;
}

/** A session as its owner sees it in the list; the token's hash stays here to mark the current one. */
export interface UserSessionRow {
  id: string;
  tokenHash: string;
  device: string | null;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
}

export async function insertSession(
  db: Kysely<Database>,
  s: { id: string; tokenHash: string; userId: string; device: string; now: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto("sessions")
    .values({
      id: s.id,
      token_hash: s.tokenHash,
      user_id: s.userId,
      device: s.device,
      created_at: s.now,
      last_seen_at: s.now,
      expires_at: s.expiresAt,
    })
    .execute();
}

/** What a signed-in answer is read with, by the lifter's id: a kept answer refreshed after a write. */
export interface ReadState {
  equipment: Equipment;
  dataVersion: number;
  contentVersion: number;
  programVersion: number;
}

/**
 * The lifter's columns a signed-in answer is read with: the session lookup and findReadState (a
 * kept answer read again after a write) select these same ones, so the two cannot drift apart.
 */
const readStateColumns = [
  "users.bar_lbs",
  "users.plates_lbs",
  "users.weight_unit",
  "users.data_version",
  "users.program_version",
] as const;

/** The content's version, read in the same statement (decision 0025). */
const contentVersion = (eb: ExpressionBuilder<Database, "users">) =>
  eb.selectFrom("content_version").select("version").as("content_version");

function toReadState(row: {
  bar_lbs: number;
  plates_lbs: string;
  weight_unit: string;
  data_version: number;
  program_version: number;
  content_version: number | string | null;
}): ReadState {
  return {
    equipment: toEquipment(row.bar_lbs, row.plates_lbs, row.weight_unit),
    dataVersion: row.data_version,
    contentVersion: Number(row.content_version),
    programVersion: row.program_version,
  };
}

// Every signed-in call runs it first: built once (bound-query.ts).
const sessionByToken = boundQuery((db, v: { tokenHash: string }) =>
  db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select(["sessions.user_id", "users.email", ...readStateColumns, "sessions.last_seen_at", "sessions.expires_at"])
    .select(contentVersion)
    .where("sessions.token_hash", "=", v.tokenHash),
);

export async function findSession(db: Kysely<Database>, tokenHash: string): Promise<SessionRow | undefined> {
  const [row] = (await db.executeQuery(sessionByToken(db, { tokenHash }))).rows;
  return (
    row && {
      userId: row.user_id,
      email: row.email,
      ...toReadState(row),
      lastSeenAt: row.last_seen_at,
      expiresAt: row.expires_at,
    }
  );
}

const readStateOf = boundQuery((db, v: { userId: string }) =>
  db.selectFrom("users").select(readStateColumns).select(contentVersion).where("users.id", "=", v.userId),
);

export async function findReadState(db: Kysely<Database>, userId: string): Promise<ReadState | undefined> {
  const [row] = (await db.executeQuery(readStateOf(db, { userId }))).rows;
  return row && toReadState(row);
}

/** The user's sessions, most recently seen first. */
export async function listUserSessions(db: Kysely<Database>, userId: string): Promise<UserSessionRow[]> {
  const rows = await db
    .selectFrom("sessions")
    .select(["id", "token_hash", "device", "created_at", "last_seen_at", "expires_at"])
    .where("user_id", "=", userId)
    .orderBy("last_seen_at", "desc")
    .orderBy("created_at", "desc")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    tokenHash: r.token_hash,
    device: r.device,
    createdAt: r.created_at,
    lastSeenAt: r.last_seen_at,
    expiresAt: r.expires_at,
  }));
}

export async function touchSession(db: Kysely<Database>, tokenHash: string, now: string): Promise<void> {
  await db.updateTable("sessions").set({ last_seen_at: now }).where("token_hash", "=", tokenHash).execute();
}

export async function deleteSession(db: Kysely<Database>, tokenHash: string): Promise<void> {
  await db.deleteFrom("sessions").where("token_hash", "=", tokenHash).execute();
}

/** Deletes one of the user's sessions by its id; undefined when the user has no session with it. */
export async function deleteUserSession(
  db: Kysely<Database>,
  userId: string,
  id: string,
): Promise<{ tokenHash: string } | undefined> {
  const row = await db
    .deleteFrom("sessions")
    .where("user_id", "=", userId)
    .where("id", "=", id)
    .returning("token_hash")
    .executeTakeFirst();
  return row && { tokenHash: row.token_hash };
}

/** Deletes every session of the user but the one kept (none kept: all of them); returns how many. */
export async function deleteUserSessions(
  db: Kysely<Database>,
  userId: string,
  keepTokenHash?: string,
): Promise<number> {
  let query = db.deleteFrom("sessions").where("user_id", "=", userId);
  if (keepTokenHash !== undefined) query = query.where("token_hash", "<>", keepTokenHash);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Removes what has expired for everyone: sessions, sign-in attempts, reset links and unfinished
 * social sign-ins.
 */
export async function sweepExpired(
  db: Kysely<Database>,
  cutoffs: { now: string; idleBefore: string; attemptsBefore: string },
): Promise<void> {
  const { now, idleBefore, attemptsBefore } = cutoffs;
  await db.deleteFrom("sessions").where("expires_at", "<=", now).execute();
  await db.deleteFrom("sessions").where("last_seen_at", "<", idleBefore).execute();
  await db.deleteFrom("login_failures").where("failed_at", "<=", attemptsBefore).execute();
  await db.deleteFrom("password_resets").where("expires_at", "<=", now).execute();
  await db.deleteFrom("oauth_flows").where("expires_at", "<", now).execute();
}
