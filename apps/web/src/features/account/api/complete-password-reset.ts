import { resetCompletePath } from "@ironpath/domain/auth/account-paths";
import type { PasswordResetComplete } from "@ironpath/domain/auth/account-api.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { ME_QUERY_KEY } from "../../../lib/signed-in-user";

/** 200: the new password is set and every session has ended; 400 says why the link or password is refused. */
export async function completePasswordReset(body: PasswordResetComplete): Promise<void> {
  await apiFetch<{ ok: true }>(resetCompletePath, { method: "POST", body });
}

export function useCompletePasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completePasswordReset,
    // Every session of the account ended: this browser's too, if it was signed in to it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
  });
}
