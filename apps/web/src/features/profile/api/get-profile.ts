import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Profile } from "@ironpath/domain/profile/user-info.schema";
import { ApiError, apiFetch } from "../../../lib/api";

export type { Profile };
export type OneRepMax = Profile["oneRepMaxes"][number];

export const PROFILE_QUERY_KEY = ["profile"] as const;

/** The saved user info, or null before the User Info form was filled in (the server answers 404). */
export async function getProfile(signal?: AbortSignal): Promise<Profile | null> {
  try {
    const { data } = await apiFetch<{ data: Profile }>("/api/query/profile", { signal });
    return data.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const profileQueryOptions = queryOptions({
  queryKey: PROFILE_QUERY_KEY,
  queryFn: ({ signal }) => getProfile(signal),
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}
