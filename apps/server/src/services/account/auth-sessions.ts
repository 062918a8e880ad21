import { DAY_MS } from "@ironpath/domain/days";
import { hash, randomBytes, randomUUID } from "node:crypto";
import type { AccountSession } from "@ironpath/domain/auth/account-api.schema";
import { UNKNOWN_DEVICE, deviceLabel } from "@ironpath/domain/auth/device-label";
import { NotFoundError } from "@ironpath/domain/errors";
import type { Kysely } from "kysely";
import {
  type ReadState,
  deleteSession,
  deleteUserSession,
  deleteUserSessions,
  findReadState,
  findSession,
  insertSession,
  listUserSessions,
  touchSession,
} from "../../db/repositories/auth-sessions-repository.js";
import type { SessionUser } from "../../db/repositories/users.js";
import type { Database } from "../../db/schema.js";
import { type EventLog, logSecurityEvent } from "./security-events.js";

export interface SessionPolicy {
  idleDays: number;
  absoluteDays: number;
}

/** last_seen_at is written at most this often, so reads do not become writes. */
const TOUCH_INTERVAL_MS = 3_600_000;

export function hashToken(token: string): string {
  // The one-shot hash: a third of the time of a Hash object, at every signed-in request.
  return hash("sha256", token, "hex");
}

/** A new 256-bit token at every sign-in; only its hash is stored, with an opaque id to name it by. */
export async function startSession(
  db: Kysely<Database>,
  userId: string,
  policy: SessionPolicy,
  userAgent?: string,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + policy.absoluteDays * DAY_MS);
  await insertSession(db, {
    id: randomUUID(),
    tokenHash: hashToken(token),
    userId,
    device: deviceLabel(userAgent),
    now: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
  });
  return { token, expiresAt };
}

function isLive(session: { lastSeenAt: string; expiresAt: string }, policy: SessionPolicy, now: Date): boolean {
  const idleSince = now.getTime() - Date.parse(session.lastSeenAt);
  return Date.parse(session.expiresAt) > now.getTime() && idleSince <= policy.idleDays * DAY_MS;
}

/** The user behind a cookie's token, or undefined when the session is unknown, idle or expired. */
export async function resolveSession(
  db: Kysely<Database>,
  token: string,
  policy: SessionPolicy,
  now = new Date(),
): Promise<SessionUser | undefined> {
  const tokenHash = hashToken(token);
  const session = await findSession(db, tokenHash);
  if (!session) return undefined;
  if (!isLive(session, policy, now)) {
    await deleteSession(db, tokenHash);
    return undefined;
  }
  if (now.getTime() - Date.parse(session.lastSeenAt) > TOUCH_INTERVAL_MS) {
    await touchSession(db, tokenHash, now.toISOString());
  }
  const { userId: id, email, equipment, dataVersion, contentVersion, programVersion } = session;
  return { id, email, equipment, weightUnit: equipment.unit ?? "lb", dataVersion, contentVersion, programVersion };
}

export async function endSession(db: Kysely<Database>, token: string): Promise<void> {
  await deleteSession(db, hashToken(token));
}

/** The user's live sessions, the asking browser's marked `current`; no token or hash leaves. */
export async function listSessions(
  db: Kysely<Database>,
  userId: string,
  currentToken: string,
  policy: SessionPolicy,
  now = new Date(),
): Promise<AccountSession[]> {
  const currentHash = hashToken(currentToken);
  const sessions = await listUserSessions(db, userId);
  return sessions
    .filter((s) => isLive(s, policy, now))
    .map((s) => ({
      id: s.id,
      device: s.device ?? UNKNOWN_DEVICE,
      createdAt: s.createdAt,
      lastSeenAt: s.lastSeenAt,
      current: s.tokenHash === currentHash,
    }));
}

/**
 * Ends one of the user's own sessions by its id; a NotFoundError for an id that is not theirs.
 * Says whether it was the asking browser's, whose cookie the route then clears.
 */
export async function endOwnSession(
  db: Kysely<Database>,
  who: { userId: string; currentToken: string; log: EventLog },
  sessionId: string,
): Promise<{ wasCurrent: boolean }> {
  const ended = await deleteUserSession(db, who.userId, sessionId);
  if (!ended) throw new NotFoundError("No such session: it may have ended already");
  const wasCurrent = ended.tokenHash === hashToken(who.currentToken);
  logSecurityEvent(who.log, "sessions-ended", { userId: who.userId, ended: 1, which: wasCurrent ? "current" : "one" });
  return { wasCurrent };
}

/** Ends every session of the user but the asking browser's; returns how many ended. */
export async function endOtherSessions(
  db: Kysely<Database>,
  who: { userId: string; currentToken: string; log: EventLog },
): Promise<number> {
  const ended = await deleteUserSessions(db, who.userId, hashToken(who.currentToken));
  logSecurityEvent(who.log, "sessions-ended", { userId: who.userId, ended, which: "others" });
  return ended;
}

/** The lifter's versions and equipment as a signed-in call would read them (null: no such user). */
export async function readStateOf(db: Kysely<Database>, userId: string): Promise<ReadState | null> {
  return (await findReadState(db, userId)) ?? null;
}
