import { loginPath } from "@ironpath/domain/auth/sign-in-paths";
import type { User } from "@ironpath/domain/auth/auth-api.schema";
import type { Login } from "@ironpath/domain/auth/credentials";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { type SignedIn, startSession } from "./signed-in";

export async function login(credentials: Login): Promise<User> {
  const { data } = await apiFetch<SignedIn>(loginPath, {
    method: "POST",
    body: credentials,
  });
  return data.user;
}

/** Signs in, then loads the fresh `me` so the signed-in screens render at once. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: () => startSession(queryClient),
  });
}
