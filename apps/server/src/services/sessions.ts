import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { type User, findUserById } from "../db/repositories/users.js";
import { deleteSession, findSession, insertSession, touchSession } from "../db/repositories/sessions.js";
import type { Database } from "../db/schema.js";

export interface SessionPolicy {
  idleDays: number;
  absoluteDays: number;
}

const DAY_MS = 86_400_000;
/** last_seen_at is written at most this often, so reads do not become writes. */
const TOUCH_INTERVAL_MS = 3_600_000;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A new 256-bit token at every sign-in; only its hash is stored. */
export async function startSession(
  db: Kysely<Database>,
  userId: string,
  policy: SessionPolicy,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + policy.absoluteDays * DAY_MS);
  await insertSession(db, {
    tokenHash: hashToken(token),
    userId,
    now: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
  });
  return { token, expiresAt };
}

/** The user behind a cookie's token, or undefined when the session is unknown, idle or expired. */
export async function resolveSession(
  db: Kysely<Database>,
  token: string,
  policy: SessionPolicy,
  now = new Date(),
): Promise<User | undefined> {
  const tokenHash = hashToken(token);
  const session = await findSession(db, tokenHash);
  if (!session) return undefined;
  const idleSince = now.getTime() - Date.parse(session.lastSeenAt);
  if (Date.parse(session.expiresAt) <= now.getTime() || idleSince > policy.idleDays * DAY_MS) {
    await deleteSession(db, tokenHash);
    return undefined;
  }
  if (idleSince > TOUCH_INTERVAL_MS) await touchSession(db, tokenHash, now.toISOString());
  return findUserById(db, session.userId);
}

export async function endSession(db: Kysely<Database>, token: string): Promise<void> {
  await deleteSession(db, hashToken(token));
}
