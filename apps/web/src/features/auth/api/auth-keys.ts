import { QUERY_ROOTS } from "../../../lib/query-keys";

// The auth feature's cached answers (decision 0075); the signed-in user's own key is in
// lib/signed-in-user.ts, which the whole app reads.
export const authKeys = {
  providers: () => [...QUERY_ROOTS.auth, "providers"] as const,
};
