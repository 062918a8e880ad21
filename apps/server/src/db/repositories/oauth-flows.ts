import type { Kysely } from "kysely";
import type { Database } from "../schema.js";

export interface OauthFlow {
  state: string;
  provider: string;
  codeVerifier: string;
  nonce: string;
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
      expires_at: flow.expiresAt,
    })
    .execute();
}

/** Removes and returns the flow for a state, so a callback can use it once only. */
export async function takeOauthFlow(db: Kysely<Database>, state: string): Promise<OauthFlow | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("oauth_flows").selectAll().where("state", "=", state).executeTakeFirst();
    if (!row) return undefined;
    await trx.deleteFrom("oauth_flows").where("state", "=", state).execute();
    return {
      state: row.state,
      provider: row.provider,
      codeVerifier: row.code_verifier,
      nonce: row.nonce,
      expiresAt: row.expires_at,
    };
  });
}

export async function deleteExpiredOauthFlows(db: Kysely<Database>, now: string): Promise<void> {
  await db.deleteFrom("oauth_flows").where("expires_at", "<", now).execute();
}
