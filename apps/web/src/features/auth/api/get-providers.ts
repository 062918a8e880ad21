import { providersPath } from "@ironpath/domain/auth/sign-in-paths";
import type { Providers } from "@ironpath/domain/auth/auth-api.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { authKeys } from "./auth-keys";

export async function getProviders(signal?: AbortSignal): Promise<Providers> {
  const { data } = await apiFetch<Providers>(providersPath, { signal });
  return data;
}

export function providersQuery() {
  return queryOptions({
    queryKey: authKeys.providers(),
    queryFn: ({ signal }) => getProviders(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useProviders() {
  return useQuery(providersQuery());
}
