import { randomUUID } from "node:crypto";
import { isValidEmail } from "@ironpath/domain/auth/credentials";
import { EMAIL_TAKEN_MESSAGE } from "@ironpath/domain/auth/sign-in-errors";
import { FAILURE_WINDOW_MINUTES } from "@ironpath/domain/auth/sign-in-throttle";
import { ConflictError, UnauthorisedError } from "@ironpath/domain/errors";
import type { Kysely } from "kysely";
import { sweepExpired } from "../../db/repositories/auth-sessions-repository.js";
import { type User, findIdentity, findUserByEmail, insertIdentity, insertUser } from "../../db/repositories/users.js";
import type { Database } from "../../db/schema.js";
import { hashPassword, verifyPassword } from "./password-hashing.js";
import { type EventLog, logSecurityEvent } from "./security-events.js";
import { admitAttempt, admitRegistration, forgiveSource, sourceOf } from "./sign-in-throttle.js";
import { DAY_MS } from "@ironpath/domain/days";

const EMAIL_TAKEN = "An account with this e-mail already exists";

/**
 * A new account for an e-mail nobody has; a ConflictError when somebody has it. A source that
 * heard "already exists" too often is refused first, whatever the e-mail (decision 0034).
 */
export async function registerAccount(
  db: Kysely<Database>,
  email: string,
  password: string,
  context: AttemptContext,
): Promise<User> {
  const attempt = await admitRegistration(db, context.ip, context.log);
  const taken = async () => {
    await attempt.taken();
    logSecurityEvent(context.log, "registration-refused", { email, source: attempt.source });
    return new ConflictError(EMAIL_TAKEN);
  };
  if (await findUserByEmail(db, email)) throw await taken();
  const passwordHash = await hashPassword(password);
  const user = { id: randomUUID(), email };
  const inserted = await insertUser(db, {
    ...user,
    passwordHash,
    now: new Date().toISOString(),
  });
  if (!inserted) throw await taken();
  return user;
}

/** Where a sign-in comes from, and where its events are logged. */
export interface AttemptContext {
  /** The client's IP address (`request.ip`). */
  ip: string;
  log: EventLog;
}

/**
 * The user for a correct e-mail and password; an UnauthorisedError otherwise, alike for both
 * causes. A source that keeps failing on the account is slowed down first (ThrottledError).
 */
export async function verifyLogin(
  db: Kysely<Database>,
  email: string,
  password: string,
  context: AttemptContext,
): Promise<User> {
  const key = { email, source: sourceOf(context.ip) };
  // Before any hashing, so a flood costs queries only.
  await admitAttempt(db, key, context.log);
  const user = await findUserByEmail(db, email);
  const ok = await verifyPassword(user?.passwordHash, password);
  if (user && ok) {
    await forgiveSource(db, key);
    return { id: user.id, email: user.email };
  }
  // A password typed into the e-mail field must not land in the log.
  const shown = isValidEmail(email) ? email : "(not an e-mail address)";
  logSecurityEvent(context.log, "sign-in-failed", { email: shown, source: key.source, account: Boolean(user) });
  throw new UnauthorisedError("Invalid e-mail or password");
}

/**
 * The account of a social identity, created on first sign-in. Never linked by e-mail: when the
 * provider's e-mail already belongs to an account, the sign-in is refused with a ConflictError.
 */
export async function signInWithIdentity(
  db: Kysely<Database>,
  identity: { provider: string; subject: string; email: string | null },
): Promise<string> {
  const known = await findIdentity(db, identity.provider, identity.subject);
  if (known) return known.userId;
  const email = identity.email?.trim().toLowerCase() || null;
  try {
    return await createIdentityAccount(db, { ...identity, email });
  } catch (err) {
    // Two first sign-ins of one person at once: the loser finds the winner's account.
    const created = await findIdentity(db, identity.provider, identity.subject);
    if (created) return created.userId;
    throw err;
  }
}

async function createIdentityAccount(
  db: Kysely<Database>,
  identity: { provider: string; subject: string; email: string | null },
): Promise<string> {
  const { email } = identity;
  return db.transaction().execute(async (trx) => {
    const userId = randomUUID();
    const now = new Date().toISOString();
    const inserted = await insertUser(trx, {
      id: userId,
      email,
      passwordHash: null,
      now,
    });
    if (!inserted) {
      throw new ConflictError(EMAIL_TAKEN_MESSAGE);
    }
    await insertIdentity(trx, { ...identity, email, userId, now });
    return userId;
  });
}

/**
 * Clears expired and idle sessions, old sign-in attempts (also of e-mails nobody owns), expired
 * reset links and stale social flows.
 */
export async function sweepAuthTables(db: Kysely<Database>, idleDays: number, now = new Date()): Promise<void> {
  await sweepExpired(db, {
    now: now.toISOString(),
    idleBefore: new Date(now.getTime() - idleDays * DAY_MS).toISOString(),
    attemptsBefore: new Date(now.getTime() - FAILURE_WINDOW_MINUTES * 60_000).toISOString(),
  });
}
