import { createHash } from "node:crypto";
import { ConflictError, InvalidError } from "@ironpath/domain/errors";
import type { Kysely } from "kysely";
import {
  deleteKeysBefore,
  deleteUnansweredKey,
  findKey,
  insertKey,
  keepKeyAnswer,
  retakeAbandonedKey,
} from "../db/repositories/idempotency-keys.js";
import type { Database } from "../db/schema.js";
import { DAY_MS } from "@ironpath/domain/days";

// A write sent with a client-made key runs once; every copy of it gets the first copy's answer
// (decision 0042). The key is claimed before the write, so two copies racing cannot both write.

/** How long a key is kept: an outbox older than that starts over with new keys. */
export const KEY_KEPT_DAYS = 7;
/** A claim unanswered this long belongs to a request that died with its process. */
export const ABANDONED_AFTER_MS = 60_000;
/** How long a copy waits for the first one's answer before saying it is still under way. */
export const WAIT_FOR_FIRST_MS = 5_000;
const POLL_MS = 50;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** The first copy is still being answered: the client may send the same request again soon. */
export class StillSavingError extends ConflictError {}

export interface WriteRequest {
  method: string;
  url: string;
  body: unknown;
}

/** Either the request is the key's first (run it), or the answer the first one got. */
export type Claim = { first: true } | { first: false; status: number; answer: string };

export function requireIdempotencyKey(value: unknown): string {
  if (typeof value !== "string" || !KEY_PATTERN.test(value)) {
    throw new InvalidError("The Idempotency-Key header must be 1 to 255 visible characters, without spaces");
  }
  return value;
}

export function requestHash({ method, url, body }: WriteRequest): string {
  return createHash("sha256")
    .update(`${method.toUpperCase()} ${url}\n${body === undefined ? "" : JSON.stringify(body)}`)
    .digest("hex");
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function claimIdempotencyKey(
  db: Kysely<Database>,
  userId: string,
  key: string,
  request: WriteRequest,
  waitMs = WAIT_FOR_FIRST_MS,
): Promise<Claim> {
  const hash = requestHash(request);
  if (await insertKey(db, { userId, key, requestHash: hash, createdAt: new Date().toISOString() })) {
    return { first: true };
  }
  const until = Date.now() + waitMs;
  for (;;) {
    const kept = await findKey(db, userId, key);
    // Swept or released meanwhile: claim it again.
    if (!kept) return claimIdempotencyKey(db, userId, key, request, Math.max(0, until - Date.now()));
    if (kept.requestHash !== hash) {
      throw new ConflictError(
        "This Idempotency-Key was already used for another request: nothing was saved. Send a new key for new data",
      );
    }
    if (kept.status !== null && kept.answer !== null) return { first: false, status: kept.status, answer: kept.answer };
    const now = Date.now();
    const retaken = await retakeAbandonedKey(db, {
      userId,
      key,
      claimedBefore: new Date(now - ABANDONED_AFTER_MS).toISOString(),
      now: new Date(now).toISOString(),
    });
    if (retaken) return { first: true };
    if (now >= until) {
      throw new StillSavingError("A request with this Idempotency-Key is still being saved: try again in a moment");
    }
    await sleep(POLL_MS);
  }
}

/** Keeps the first copy's answer for the copies to come. */
export async function keepIdempotentAnswer(
  db: Kysely<Database>,
  userId: string,
  key: string,
  answer: { status: number; body: string },
): Promise<void> {
  await keepKeyAnswer(db, { userId, key, status: answer.status, answer: answer.body });
}

/** The write failed on the server's side: the key is free again, so a retry runs it. */
export async function releaseIdempotencyKey(db: Kysely<Database>, userId: string, key: string): Promise<void> {
  await deleteUnansweredKey(db, userId, key);
}

/** Part of the hourly sweep: keys older than a week are forgotten. */
export async function sweepIdempotencyKeys(db: Kysely<Database>, now = new Date()): Promise<void> {
  await deleteKeysBefore(db, new Date(now.getTime() - KEY_KEPT_DAYS * DAY_MS).toISOString());
}
