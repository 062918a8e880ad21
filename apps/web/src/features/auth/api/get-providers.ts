import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";

export interface Providers {
  google: boolean;
  facebook: boolean;
}

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
