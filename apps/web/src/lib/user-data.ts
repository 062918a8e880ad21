import type { QueryClient } from "@tanstack/react-query";

// What this browser keeps about the signed-in user: cached answers and unsaved workout drafts.
// It is all forgotten at every sign-in and sign-out, so nothing of one account shows to the next
// person on the same phone.

/** Prefix of every sessionStorage or localStorage key holding a user's draft. */
export const DRAFT_KEY_PREFIX = "ironpath:draft:";

export function forgetUserData(queryClient: QueryClient, keepQueryKey: readonly unknown[]): void {
  void queryClient.cancelQueries();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== keepQueryKey[0] });
  for (const storage of ["sessionStorage", "localStorage"] as const) {
    try {
      const kept = window[storage];
      for (const key of Object.keys(kept)) {
        if (key.startsWith(DRAFT_KEY_PREFIX)) kept.removeItem(key);
      }
    } catch {
      // No storage, no drafts.
    }
  }
}
