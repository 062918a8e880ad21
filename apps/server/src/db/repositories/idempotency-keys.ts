import type { Kysely } from "kysely";
import type { Database } from "../schema.js";

// Idempotency keys of the logging and coach writes (decision 0042), one row per (user, key).

export interface KeptKey {
  requestHash: string;
  /** Null while the first copy is being answered. */
  status: number | null;
  answer: string | null;
  createdAt: string;
}

/** Claims a key for a request; false when the user already has it (another copy came first). */
export async function insertKey(
  db: Kysely<Database>,
  row: { userId: string; key: string; requestHash: string; createdAt: string },
): Promise<boolean> {
  const result = await db
    .insertInto("idempotency_keys")
    .values({ user_id: row.userId, key: row.key, request_hash: row.requestHash, created_at: row.createdAt })
    .onConflict((oc) => oc.columns(["user_id", "key"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function findKey(db: Kysely<Database>, userId: string, key: string): Promise<KeptKey | undefined> {
  const row = await db
    .selectFrom("idempotency_keys")
    .select(["request_hash", "status", "answer", "created_at"])
    .where("user_id", "=", userId)
    .where("key", "=", key)
    .executeTakeFirst();
  return row && { requestHash: row.request_hash, status: row.status, answer: row.answer, createdAt: row.created_at };
}

/** Takes over a claim whose request never answered (its process died); one taker wins. */
export async function retakeAbandonedKey(
  db: Kysely<Database>,
  claim: { userId: string; key: string; claimedBefore: string; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable("idempotency_keys")
    .set({ created_at: claim.now })
    .where("user_id", "=", claim.userId)
    .where("key", "=", claim.key)
    .where("status", "is", null)
    .where("created_at", "<", claim.claimedBefore)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function keepKeyAnswer(
  db: Kysely<Database>,
  kept: { userId: string; key: string; status: number; answer: string },
): Promise<void> {
  await db
    .updateTable("idempotency_keys")
    .set({ status: kept.status, answer: kept.answer })
    .where("user_id", "=", kept.userId)
    .where("key", "=", kept.key)
    .execute();
}

/** Forgets an unanswered claim (the write failed on the server's side: a retry may run it). */
export async function deleteUnansweredKey(db: Kysely<Database>, userId: string, key: string): Promise<void> {
  await db
    .deleteFrom("idempotency_keys")
    .where("user_id", "=", userId)
    .where("key", "=", key)
    .where("status", "is", null)
    .execute();
}

export async function deleteKeysBefore(db: Kysely<Database>, before: string): Promise<void> {
  await db.deleteFrom("idempotency_keys").where("created_at", "<", before).execute();
}
