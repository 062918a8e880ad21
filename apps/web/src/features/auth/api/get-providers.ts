import type { Providers } from "@ironpath/domain/auth/auth-api.schema";
import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";

export async function getProviders(signal?: AbortSignal): Promise<Providers> {
  const { data } = await apiFetch<Providers>("/api/auth/providers", { signal });
  return data;
}

export function useProviders() {
  return useQuery({
    queryKey: ["auth", "providers"],
    queryFn: ({ signal }) => getProviders(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
