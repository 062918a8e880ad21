import { passwordPath } from "@ironpath/domain/auth/account-paths";
import type { ChangePassword } from "@ironpath/domain/auth/account-api.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { accountKeys } from "./account-keys";

/** 200 {ok}: the password is changed and every other session has ended; 400 names the field, 429 the wait. */
export async function changePassword(body: ChangePassword): Promise<void> {
  await apiFetch<{ ok: true }>(passwordPath, { method: "POST", body });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // The other devices were signed out: the list shows it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.authSessions() }),
  });
}
