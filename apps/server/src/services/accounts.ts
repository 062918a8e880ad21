import { randomUUID } from "node:crypto";
import { ConflictError, ThrottledError, UnauthorisedError } from "@ironpath/domain/errors";
import argon2 from "argon2";
import type { Kysely } from "kysely";
import {
  clearLoginFailures,
  countRecentLoginFailures,
  recordLoginFailure,
  sweepExpired,
} from "../db/repositories/sessions.js";
import { type User, findIdentity, findUserByEmail, insertIdentity, insertUser } from "../db/repositories/users.js";
import type { Database } from "../db/schema.js";

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const ARGON2 = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Sign-in attempts without a success allowed per account in the window before it is throttled. */
export const ACCOUNT_FAILURE_LIMIT = 10;
const ACCOUNT_WINDOW_MS = 15 * 60_000;

/** Hash of a random password, verified against for unknown e-mails so they cost the same time. */
let decoyHash: Promise<string> | undefined;
function decoy(): Promise<string> {
  decoyHash ??= argon2.hash(randomUUID(), ARGON2);
  return decoyHash;
}

const EMAIL_TAKEN = "An account with this e-mail already exists";

/** A new account for an e-mail nobody has; a ConflictError when somebody has it. */
export async function registerAccount(db: Kysely<Database>, email: string, password: string): Promise<User> {
  if (await findUserByEmail(db, email)) throw new ConflictError(EMAIL_TAKEN);
  const passwordHash = await argon2.hash(password, ARGON2);
  const user = { id: randomUUID(), email };
  const inserted = await insertUser(db, {
    ...user,
    passwordHash,
    now: new Date().toISOString(),
  });
  if (!inserted) throw new ConflictError(EMAIL_TAKEN);
  return user;
}

/** The user for a correct e-mail and password; an UnauthorisedError otherwise, alike for both causes. */
export async function verifyLogin(db: Kysely<Database>, email: string, password: string): Promise<User> {
  const now = new Date();
  const since = new Date(now.getTime() - ACCOUNT_WINDOW_MS).toISOString();
  // Every attempt is written down first and cleared only by a success, so parallel guesses cannot
  // all slip under the limit; the check comes before any hashing, so a flood costs queries only.
  // Old attempts only age out of the count; the hourly sweep deletes them.
  await recordLoginFailure(db, email, now.toISOString());
  if ((await countRecentLoginFailures(db, email, since)) > ACCOUNT_FAILURE_LIMIT) {
    throw new ThrottledError(
      "Too many failed sign-ins for this account. Try again in 15 minutes.",
      ACCOUNT_WINDOW_MS / 1000,
    );
  }
  const user = await findUserByEmail(db, email);
  const ok = await argon2.verify(user?.passwordHash ?? (await decoy()), password);
  if (user?.passwordHash && ok) {
    await clearLoginFailures(db, email);
    return { id: user.id, email: user.email };
  }
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
      throw new ConflictError("This e-mail already has an account. Sign in the way you first signed up.");
    }
    await insertIdentity(trx, { ...identity, email, userId, now });
    return userId;
  });
}

/**
 * Clears expired and idle sessions, old sign-in attempts (also of e-mails nobody owns) and stale
 * social flows.
 */
export async function sweepAuthTables(db: Kysely<Database>, idleDays: number, now = new Date()): Promise<void> {
  await sweepExpired(db, {
    now: now.toISOString(),
    idleBefore: new Date(now.getTime() - idleDays * 86_400_000).toISOString(),
    attemptsBefore: new Date(now.getTime() - ACCOUNT_WINDOW_MS).toISOString(),
  });
}
