import type { Kysely } from "kysely";

// Frozen: a shipped migration is never edited; a change is a new migration.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("email", "text", (c) => c.unique())
    .addColumn("password_hash", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("identities")
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("email", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("identities_pk", ["provider", "subject"])
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_seen_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sessions_user_idx").on("sessions").column("user_id").execute();
  // The hourly sweep finds expired and idle sessions, and old sign-in attempts, without a scan.
  await db.schema.createIndex("sessions_expires_idx").on("sessions").column("expires_at").execute();
  await db.schema.createIndex("sessions_last_seen_idx").on("sessions").column("last_seen_at").execute();

  await db.schema
    .createTable("login_failures")
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("failed_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("login_failures_email_idx")
    .on("login_failures")
    .columns(["email", "failed_at"])
    .execute();
  await db.schema.createIndex("login_failures_time_idx").on("login_failures").column("failed_at").execute();

  await db.schema
    .createTable("oauth_flows")
    .addColumn("state", "text", (c) => c.primaryKey())
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("code_verifier", "text", (c) => c.notNull())
    .addColumn("nonce", "text", (c) => c.notNull())
    // Where to return after signing in (a path on this site), or null for Home.
    .addColumn("next_path", "text")
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["oauth_flows", "login_failures", "sessions", "identities", "users"]) {
    await db.schema.dropTable(table).execute();
  }
}
