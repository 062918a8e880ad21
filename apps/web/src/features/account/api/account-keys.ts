import { QUERY_ROOTS } from "../../../lib/query-keys";

// The account feature's cached answers (decision 0075). Not under "auth": they belong to the
// signed-in user and are forgotten with the rest of their data at sign-in and sign-out
// (lib/user-data.ts).
const all = QUERY_ROOTS.account;

export const accountKeys = {
  all,
  authSessions: () => [...all, "sessions"] as const,
};
