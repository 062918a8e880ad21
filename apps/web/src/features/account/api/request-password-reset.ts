import { resetRequestPath } from "@ironpath/domain/auth/account-paths";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";

/** 202 whether or not the e-mail has an account: the answer tells nothing about it. */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiFetch<{ ok: true }>(resetRequestPath, { method: "POST", body: { email } });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
