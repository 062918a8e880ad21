import { signOutOthersPath } from "@ironpath/domain/auth/account-paths";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { accountKeys } from "./account-keys";

/** Ends every session of the user but this browser's; answers how many ended. */
export async function signOutOthers(): Promise<number> {
  const { data } = await apiFetch<{ ended: number }>(signOutOthersPath, { method: "POST" });
  return data.ended;
}

export function useSignOutOthers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutOthers,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.authSessions() }),
  });
}
