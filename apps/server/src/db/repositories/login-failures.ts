import type { Kysely } from "kysely";
import type { Database } from "../schema.js";

// Failed password attempts per (e-mail, source): what the sign-in throttle counts (decision 0007).

export async function recordLoginFailure(
  db: Kysely<Database>,
  failure: { id: string; email: string; source: string; failedAt: string },
): Promise<void> {
  await db
    .insertInto("login_failures")
    .values({ id: failure.id, email: failure.email, source: failure.source, failed_at: failure.failedAt })
    .execute();
}

/** The source's failures on the account since a time, but one (the attempt asking), and the latest. */
export async function recentLoginFailures(
  db: Kysely<Database>,
  key: { email: string; source: string; since: string; except: string },
): Promise<{ count: number; lastAt: string | undefined }> {
  const row = await db
    .selectFrom("login_failures")
    .select((eb) => [eb.fn.countAll<number>().as("n"), eb.fn.max("failed_at").as("last")])
    .where("email", "=", key.email)
    .where("source", "=", key.source)
    .where("failed_at", ">", key.since)
    .where("id", "<>", key.except)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), lastAt: row.last ?? undefined };
}

export async function deleteLoginFailure(db: Kysely<Database>, id: string): Promise<void> {
  await db.deleteFrom("login_failures").where("id", "=", id).execute();
}

/** Forgets a source's failures on an account (after it proved the password); other sources keep theirs. */
export async function clearLoginFailures(db: Kysely<Database>, email: string, source: string): Promise<void> {
  await db.deleteFrom("login_failures").where("email", "=", email).where("source", "=", source).execute();
}
