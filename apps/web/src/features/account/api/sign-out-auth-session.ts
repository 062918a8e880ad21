import { apiPath } from "@ironpath/domain/api-path";
import { signOutSessionPath } from "@ironpath/domain/auth/account-paths";
import type { AccountSession } from "@ironpath/domain/auth/account-api.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { apiFetch } from "../../../lib/api";
import { notifySuccess } from "../../../lib/notify";
import { ME_QUERY_KEY, signedOut } from "../../../lib/signed-in-user";
import { forgetUserData } from "../../../lib/user-data";
import { accountKeys } from "./account-keys";

/** Ends one of the user's own sessions; when it is this browser's, the server clears the cookie. */
export async function signOutAuthSession(sessionId: string): Promise<void> {
  await apiFetch<{ ok: true }>(apiPath(signOutSessionPath, { sessionId }), {
    method: "POST",
  });
}

/**
 * Ending this browser's own session is a sign-out: Home first (as Log Out does, so the guard does
 * not send the next person to sign in back to the Account screen), then the user's data is
 * forgotten and `me` becomes a visitor. Done here, not in the caller: the screen unmounts on the way.
 */
export function useSignOutAuthSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (session: AccountSession) => signOutAuthSession(session.id),
    onSuccess: (_data, session) => {
      if (!session.current) return queryClient.invalidateQueries({ queryKey: accountKeys.authSessions() });
      navigate("/", { replace: true });
      forgetUserData(queryClient, ME_QUERY_KEY);
      signedOut.onPurpose = true;
      queryClient.setQueryData(ME_QUERY_KEY, null);
      notifySuccess("You are signed out of this device.");
    },
  });
}
