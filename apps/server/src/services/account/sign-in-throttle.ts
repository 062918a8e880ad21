import { randomUUID } from "node:crypto";
import { isIPv6 } from "node:net";
import {
  TAKEN_ANSWER_WINDOW_MINUTES,
  registrationThrottledMessage,
  registrationWaitSeconds,
} from "@ironpath/domain/auth/registration-throttle";
import { FAILURE_WINDOW_MINUTES, secondsToWait, throttledMessage } from "@ironpath/domain/auth/sign-in-throttle";
import { ThrottledError } from "@ironpath/domain/errors";
import type { Kysely } from "kysely";
import {
  clearLoginFailures,
  deleteLoginFailure,
  recentLoginFailures,
  recordLoginFailure,
} from "../../db/repositories/login-failures.js";
import type { Database } from "../../db/schema.js";
import { type EventLog, logSecurityEvent } from "./security-events.js";

// Password attempts slowed per (account, source): decision 0007. The rule is in the domain.

export interface AttemptKey {
  email: string;
  /** The client's address as `sourceOf` names it. */
  source: string;
}

/**
 * The source an attempt is counted against: the IPv4 address, or the /64 of an IPv6 one (one
 * subscriber usually holds a whole /64 and can pick any address in it).
 */
export function sourceOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip.split("%")[0] ?? "")) return ip;
  const bare = (ip.split("%")[0] ?? "").toLowerCase();
  const groups = (part: string) => (part ? part.split(":").flatMap((g) => (g.includes(".") ? ["0", "0"] : [g])) : []);
  const [head = "", tail] = bare.split("::");
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const full = tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill("0"), ...right];
  return `${full
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(":")}::/64`;
}

/**
 * Writes the attempt down as a failure before any password is checked, then refuses it (and takes
 * it back, so a refused attempt never lengthens the wait) when the source must still wait. Written
 * first, parallel attempts see each other: a burst cannot slip past the count.
 */
export async function admitAttempt(
  db: Kysely<Database>,
  key: AttemptKey,
  log: EventLog,
  now = new Date(),
): Promise<void> {
  const id = randomUUID();
  await recordLoginFailure(db, { id, ...key, failedAt: now.toISOString() });
  const since = new Date(now.getTime() - FAILURE_WINDOW_MINUTES * 60_000).toISOString();
  const earlier = await recentLoginFailures(db, { ...key, since, except: id });
  const lastAt = earlier.lastAt === undefined ? undefined : Date.parse(earlier.lastAt);
  const wait = secondsToWait(earlier.count, lastAt, now.getTime());
  if (wait === 0) return;
  await deleteLoginFailure(db, id);
  logSecurityEvent(log, "sign-in-throttled", { ...key, failures: earlier.count, retryAfterSeconds: wait }, "warn");
  throw new ThrottledError(throttledMessage(wait), wait);
}

/** The source proved the password: its failures on the account are forgotten (others' are not). */
export async function forgiveSource(db: Kysely<Database>, key: AttemptKey): Promise<void> {
  await clearLoginFailures(db, key.email, key.source);
}

/**
 * Registrations answered "already exists" are kept beside the sign-in failures, under a key no
 * sign-in can write (sign-in e-mails are lower-cased), so the same table, index and sweep serve.
 */
const TAKEN_ANSWERS = "(Registration: e-mail taken)";

/**
 * Admits a registration from a source (decision 0034) before the e-mail is looked up, so a source
 * that heard "already exists" too often is refused alike whether the e-mail has an account or not.
 * `taken` writes the answer down before counting again, so of a parallel burst of probes at most
 * TAKEN_ANSWERS_PER_SOURCE hear it (each sees the rows written before its count); new accounts
 * write nothing, so a crowd signing up behind one address is never slowed.
 */
export async function admitRegistration(
  db: Kysely<Database>,
  ip: string,
  log: EventLog,
  now = new Date(),
): Promise<{ source: string; taken(): Promise<void> }> {
  const key = { email: TAKEN_ANSWERS, source: sourceOf(ip) };
  const since = new Date(now.getTime() - TAKEN_ANSWER_WINDOW_MINUTES * 60_000).toISOString();
  const refuseIfDue = async (except: string) => {
    const earlier = await recentLoginFailures(db, { ...key, since, except });
    const lastAt = earlier.lastAt === undefined ? undefined : Date.parse(earlier.lastAt);
    const wait = registrationWaitSeconds(earlier.count, lastAt, now.getTime());
    if (wait === 0) return;
    if (except) await deleteLoginFailure(db, except);
    logSecurityEvent(log, "registration-throttled", { source: key.source, retryAfterSeconds: wait }, "warn");
    throw new ThrottledError(registrationThrottledMessage(wait), wait);
  };
  await refuseIfDue("");
  return {
    source: key.source,
    taken: async () => {
      const id = randomUUID();
      await recordLoginFailure(db, { id, ...key, failedAt: now.toISOString() });
      await refuseIfDue(id);
    },
  };
}
