// Kysely's view of the tables. Timestamps are ISO-8601 UTC strings (portable, sortable);
// ids are made by the app (UUIDs), never by the database.

export interface UsersTable {
  id: string;
  email: string | null;
  password_hash: string | null;
  created_at: string;
}

/** A social sign-in, found by (provider, subject); never linked to an account by e-mail. */
export interface IdentitiesTable {
  provider: string;
  subject: string;
  user_id: string;
  email: string | null;
  created_at: string;
}

export interface SessionsTable {
  /** SHA-256 of the cookie's token: a stolen database does not hold usable cookies. */
  token_hash: string;
  user_id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
}

/** Failed password sign-ins per e-mail, so the per-account limit holds across processes. */
export interface LoginFailuresTable {
  email: string;
  failed_at: string;
}

/** One social sign-in under way: what the callback must match (state) and prove (PKCE, nonce). */
export interface OauthFlowsTable {
  state: string;
  provider: string;
  code_verifier: string;
  nonce: string;
  expires_at: string;
}

export interface Database {
  users: UsersTable;
  identities: IdentitiesTable;
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
  oauth_flows: OauthFlowsTable;
}
