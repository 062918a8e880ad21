import { randomBytes } from "node:crypto";
import {
  type ChangePassword,
  INVALID_RESET_LINK,
  RESET_LINK_MINUTES,
  resetLink,
} from "@ironpath/domain/auth/account-api.schema";
import { passwordProblems } from "@ironpath/domain/auth/credentials";
import { ConflictError, InvalidError, NotFoundError } from "@ironpath/domain/errors";
import type { Kysely } from "kysely";
import {
  countPasswordResetsSince,
  deletePasswordResets,
  insertPasswordReset,
  takePasswordReset,
} from "../../db/repositories/password-resets.js";
import { deleteUserSessions } from "../../db/repositories/auth-sessions-repository.js";
import { findUserByEmail, findUserWithPasswordById, updatePasswordHash } from "../../db/repositories/users.js";
import type { Database } from "../../db/schema.js";
import type { Mailer } from "../../mail/mailer.js";
import { hashPassword, verifyPassword } from "./password-hashing.js";
import { type EventLog, logSecurityEvent } from "./security-events.js";
import { hashToken } from "./auth-sessions.js";
import { admitAttempt, forgiveSource, sourceOf } from "./sign-in-throttle.js";

/** Reset mails sent to one account within RESET_LINK_MINUTES at most; more requests send nothing. */
const RESET_MAILS_PER_PERIOD = 3;
const WRONG_CURRENT = "The current password is wrong";
const CHANGED_MEANWHILE = "The password was changed meanwhile: nothing was changed here, use the new one";

/**
 * Sets the new password once the current one is proved (slowed like sign-in, per source), and
 * ends every other session of the user and every reset link; the asking session stays.
 */
export async function changePassword(
  db: Kysely<Database>,
  who: { userId: string; currentToken: string; ip: string; log: EventLog },
  { currentPassword, newPassword }: ChangePassword,
): Promise<{ sessionsEnded: number }> {
  const user = await findUserWithPasswordById(db, who.userId);
  if (!user?.passwordHash || !user.email) {
    throw new InvalidError("This account signs in with Google or Facebook and has no password to change.");
  }
  const key = { email: user.email, source: sourceOf(who.ip) };
  await admitAttempt(db, key, who.log);
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    logSecurityEvent(who.log, "password-change-failed", { userId: user.id, ...key });
    throw new InvalidError(WRONG_CURRENT, { currentPassword: WRONG_CURRENT });
  }
  await forgiveSource(db, key);
  if (newPassword === currentPassword) {
    const same = "The new password must differ from the current one";
    throw new InvalidError(same, { newPassword: same });
  }
  const sessionsEnded = await setPassword(db, user.id, newPassword, {
    keepSessionHash: hashToken(who.currentToken),
    replacing: user.passwordHash,
  });
  logSecurityEvent(who.log, "password-changed", { userId: user.id, source: key.source, sessionsEnded });
  return { sessionsEnded };
}

/**
 * One transaction: the new hash, the user's sessions ended (but the one kept), reset links void.
 * A change proved against the hash `replacing` is refused in words (409) when another change
 * replaced it first: of two changes at once one wins, and the other is told (decision 0041).
 */
async function setPassword(
  db: Kysely<Database>,
  userId: string,
  password: string,
  { keepSessionHash, replacing }: { keepSessionHash?: string; replacing?: string } = {},
): Promise<number> {
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    if (!(await updatePasswordHash(trx, userId, passwordHash, replacing))) {
      throw new ConflictError(CHANGED_MEANWHILE);
    }
    await deletePasswordResets(trx, userId);
    return deleteUserSessions(trx, userId, keepSessionHash);
  });
}

export interface ResetMail {
  /** Undefined when SMTP is not configured: nothing is sent. */
  mailer: Mailer | undefined;
  /** The address the link points to (PUBLIC_ORIGIN, never a request's Host). */
  publicOrigin: string | undefined;
  log: EventLog;
}

/**
 * E-mails a one-time link when the address has a password account. The caller answers the same
 * whatever happens here, and the mail goes out after the answer, so its timing tells nothing.
 */
export async function requestPasswordReset(
  db: Kysely<Database>,
  email: string,
  { mailer, publicOrigin, log }: ResetMail,
  now = new Date(),
): Promise<void> {
  if (!mailer || !publicOrigin) {
    const reason = "mail is off (no SMTP_URL): an admin can run `npm run reset-password -- EMAIL`";
    logSecurityEvent(log, "password-reset-requested", { email, mailed: false, reason }, "warn");
    return;
  }
  const user = await findUserByEmail(db, email);
  const since = new Date(now.getTime() - RESET_LINK_MINUTES * 60_000).toISOString();
  const reason = !user
    ? "no account"
    : !user.passwordHash
      ? "the account signs in with Google or Facebook"
      : (await countPasswordResetsSince(db, user.id, since)) >= RESET_MAILS_PER_PERIOD
        ? "too many requests"
        : undefined;
  if (!user || reason !== undefined) {
    logSecurityEvent(log, "password-reset-requested", { email, mailed: false, reason: reason ?? "no account" });
    return;
  }
  const token = randomBytes(32).toString("base64url");
  await insertPasswordReset(db, {
    tokenHash: hashToken(token),
    userId: user.id,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000).toISOString(),
  });
  logSecurityEvent(log, "password-reset-requested", { email, userId: user.id, mailed: true });
  mailer.send(resetMessage(email, resetLink(publicOrigin, token))).then(
    () => logSecurityEvent(log, "password-reset-mailed", { userId: user.id }),
    // The message and code only: an SMTP error object may carry the transport's settings.
    (err: Error & { code?: string }) =>
      log.error(
        { error: err.message, code: err.code ?? null, userId: user.id },
        "the password-reset mail could not be sent",
      ),
  );
}

function resetMessage(to: string, link: string) {
  return {
    to,
    subject: "Reset your Ironpath password",
    text: [
      "Someone (we hope you) asked to reset the password of your Ironpath account.",
      "",
      `Choose a new password here: ${link}`,
      "",
      `The link works once, for ${RESET_LINK_MINUTES} minutes. Setting a new password signs every device out.`,
      "If you did not ask for this, ignore this e-mail: your password stays as it is.",
    ].join("\n"),
  };
}

/** Sets the new password from an e-mailed link (once, before it expires) and ends every session. */
export async function completePasswordReset(
  db: Kysely<Database>,
  token: string,
  newPassword: string,
  log: EventLog,
  now = new Date(),
): Promise<void> {
  const reset = await takePasswordReset(db, hashToken(token));
  if (!reset) {
    logSecurityEvent(log, "password-reset-refused", { reason: "unknown or used link" }, "warn");
    throw new InvalidError(INVALID_RESET_LINK, { token: INVALID_RESET_LINK });
  }
  if (Date.parse(reset.expiresAt) <= now.getTime()) {
    logSecurityEvent(log, "password-reset-refused", { userId: reset.userId, reason: "expired link" }, "warn");
    const expired = "This reset link has expired. Ask for a new one.";
    throw new InvalidError(expired, { token: expired });
  }
  const sessionsEnded = await setPassword(db, reset.userId, newPassword);
  logSecurityEvent(log, "password-reset-completed", { userId: reset.userId, sessionsEnded });
}

/** `npm run reset-password`: a new random password for the account, every session ended. */
export async function resetPasswordByAdmin(db: Kysely<Database>, email: string, log: EventLog): Promise<string> {
  const user = await findUserByEmail(db, email);
  if (!user) throw new NotFoundError(`No account has the e-mail ${email}`);
  const password = randomPassword();
  const sessionsEnded = await setPassword(db, user.id, password);
  logSecurityEvent(log, "password-reset-by-admin", { userId: user.id, email, sessionsEnded });
  return password;
}

/** 144 random bits as base64url, drawn again until it meets the password rules ('-'/'_' count as special). */
function randomPassword(): string {
  for (;;) {
    const candidate = randomBytes(18).toString("base64url");
    if (passwordProblems(candidate).length === 0) return candidate;
  }
}
