import type { Kysely } from "kysely";
import type { Database } from "../schema.js";

export interface PasswordReset {
  userId: string;
  expiresAt: string;
}

export async function insertPasswordReset(
  db: Kysely<Database>,
  reset: { tokenHash: string; userId: string; createdAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto("password_resets")
    .values({
      token_hash: reset.tokenHash,
      user_id: reset.userId,
      created_at: reset.createdAt,
      expires_at: reset.expiresAt,
    })
    .execute();
}

export async function countPasswordResetsSince(db: Kysely<Database>, userId: string, since: string): Promise<number> {
  const row = await db
    .selectFrom("password_resets")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .where("created_at", ">", since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Removes and returns the reset for a token hash, so a link works once only: one DELETE ...
 * RETURNING, so two uses racing cannot both find the row.
 */
export async function takePasswordReset(db: Kysely<Database>, tokenHash: string): Promise<PasswordReset | undefined> {
  const row = await db
    .deleteFrom("password_resets")
    .where("token_hash", "=", tokenHash)
    .returning(["user_id", "expires_at"])
    .executeTakeFirst();
  return row && { userId: row.user_id, expiresAt: row.expires_at };
}

/** Every reset link of the user stops working (the password changed another way, or was reset). */
export async function deletePasswordResets(db: Kysely<Database>, userId: string): Promise<void> {
  await db.deleteFrom("password_resets").where("user_id", "=", userId).execute();
}
