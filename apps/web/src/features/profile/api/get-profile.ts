import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiFetch } from "../../../lib/api";

export interface OneRepMax {
  exercise: string;
  /** lbs, or null when the user did not give it. */
  weight: number | null;
}

/** The spec's Profile fields (weights in lbs; height in total inches, also split into feet and inches). */
export interface Profile {
  age: number;
  email: string | null;
  first_name: string;
  last_name: string;
  gender: "female" | "male";
  height: number;
  height_ft: number;
  height_in: number;
  weight: number;
  years_lifting: number;
  oneRepMaxes: OneRepMax[];
}

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
