import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Login } from "@ironpath/domain/auth/credentials";
import { apiFetch } from "../../../lib/api";
import { forgetUserData } from "../../../lib/user-data";
import { ME_QUERY_KEY, type User, meQueryOptions } from "./get-me";

export async function login(credentials: Login): Promise<User> {
  const { data } = await apiFetch<{ user: User }>("/api/auth/login", {
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
    onSuccess: async () => {
      // Another account may have used this browser before: forget its data.
      forgetUserData(queryClient, ME_QUERY_KEY);
      await queryClient.fetchQuery({ ...meQueryOptions, staleTime: 0 });
    },
  });
}
