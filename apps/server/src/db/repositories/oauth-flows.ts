import type { Kysely } from "kysely";
import type { Database } from "../schema.js";

export interface OauthFlow {
  state: string;
  provider: string;
  codeVerifier: string;
  nonce: string;
  nextPath: string | null;
  expiresAt: string;
}

export async function insertOauthFlow(db: Kysely<Database>, flow: OauthFlow): Promise<void> {
  await db
    .insertInto("oauth_flows")
    .values({
      state: flow.state,
      provider: flow.provider,
      code_verifier: flow.codeVerifier,
      nonce: flow.nonce,
      next_path: flow.nextPath,
      expires_at: flow.expiresAt,
    })
    .execute();
}

/**
 * Removes and returns the flow for a state, so a callback can use it once only. One DELETE ...
 * RETURNING, not a read then a delete: two callbacks racing with the same state (a replay, a
 * double-click) cannot both read the row before either deletes it, whatever the isolation level.
 */
export async function takeOauthFlow(db: Kysely<Database>, state: string): Promise<OauthFlow | undefined> {
  const row = await db.deleteFrom("oauth_flows").where("state", "=", state).returningAll().executeTakeFirst();
  if (!row) return undefined;
  return {
    state: row.state,
    provider: row.provider,
    codeVerifier: row.code_verifier,
    nonce: row.nonce,
    nextPath: row.next_path,
    expiresAt: row.expires_at,
  };
}
