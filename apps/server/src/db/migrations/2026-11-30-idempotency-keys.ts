import type { Kysely } from "kysely";

// Frozen: a shipped migration is never edited; a change is a new migration.
// A client-made Idempotency-Key per logging or coach write (decision 0042): the key is claimed
// before the write (the primary key lets one copy of a doubled request through), then keeps the
// answer, so a replay gets the same answer and writes nothing. The hourly sweep forgets keys
// after a week.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("idempotency_keys")
    .addColumn("user_id", "text", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("key", "text", (c) => c.notNull())
    // SHA-256 of method, URL and body: the same key with another request is refused.
    .addColumn("request_hash", "text", (c) => c.notNull())
    // Null while the first copy is being answered.
    .addColumn("status", "integer")
    .addColumn("answer", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("idempotency_keys_pk", ["user_id", "key"])
    .execute();
  await db.schema.createIndex("idempotency_keys_created_idx").on("idempotency_keys").column("created_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("idempotency_keys").execute();
}
