// The account feature's cached answers. Not under "auth": they belong to the signed-in user and are
// forgotten with the rest of their data at sign-in and sign-out (lib/user-data.ts).
export const SESSIONS_QUERY_KEY = ["account", "sessions"] as const;
