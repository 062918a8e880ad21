import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";

// Frozen: a shipped migration is never edited; a change is a new migration.
// Accounts a lifter can secure (issue 8): sign-in failures counted per (account, source), an
// opaque id and a device label per session, and one-time password-reset tokens.
export async function up(db: Kysely<any>): Promise<void> {
  // SQLite adds one column per statement. Rows from before have no source or id: the count
  // ignores them and the sweep removes them within the window.
  await db.schema.alterTable("login_failures").addColumn("source", "text").execute();
  await db.schema.alterTable("login_failures").addColumn("id", "text").execute();
  await db.schema.dropIndex("login_failures_email_idx").execute();
  await db.schema
    .createIndex("login_failures_source_idx")
    .on("login_failures")
    .columns(["email", "source", "failed_at"])
    .execute();

  // The id the session list shows and sign-out names; the token's hash never leaves the server.
  await db.schema.alterTable("sessions").addColumn("id", "text").execute();
  await db.schema.alterTable("sessions").addColumn("device", "text").execute();
  const existing = await db.selectFrom("sessions").select("token_hash").execute();
  for (const { token_hash } of existing) {
    await db.updateTable("sessions").set({ id: randomUUID() }).where("token_hash", "=", token_hash).execute();
  }
  await db.schema.createIndex("sessions_id_uq").on("sessions").column("id").unique().execute();

  await db.schema
    .createTable("password_resets")
    // SHA-256 of the e-mailed token: a stolen database holds no usable link.
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("password_resets_user_idx")
    .on("password_resets")
    .columns(["user_id", "created_at"])
    .execute();
  await db.schema.createIndex("password_resets_expires_idx").on("password_resets").column("expires_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("password_resets").execute();
  await db.schema.dropIndex("sessions_id_uq").execute();
  await db.schema.alterTable("sessions").dropColumn("device").execute();
  await db.schema.alterTable("sessions").dropColumn("id").execute();
  await db.schema.dropIndex("login_failures_source_idx").execute();
  await db.schema
    .createIndex("login_failures_email_idx")
    .on("login_failures")
    .columns(["email", "failed_at"])
    .execute();
  await db.schema.alterTable("login_failures").dropColumn("id").execute();
  await db.schema.alterTable("login_failures").dropColumn("source").execute();
}
