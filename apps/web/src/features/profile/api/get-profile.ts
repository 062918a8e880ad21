import { profilePath } from "@ironpath/domain/profile/profile-paths";
import type { Profile, ProfileResponse } from "@ironpath/domain/profile/user-info.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiFetch } from "../../../lib/api";
import { profileKeys } from "./profile-keys";

/** The saved user info, or null before the User Info form was filled in (the server answers 404). */
export async function getProfile(signal?: AbortSignal): Promise<Profile | null> {
  try {
    const { data } = await apiFetch<ProfileResponse>(profilePath, { signal });
    return data.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** A saved 1RM, by the lift's label in the domain's ONE_REP_MAXES; null when not known. */
export function oneRepMax(profile: Profile, label: string): number | null {
  return profile.oneRepMaxes.find((max) => max.exercise === label)?.weight ?? null;
}

export const profileQuery = () =>
  queryOptions({
    queryKey: profileKeys.profile(),
    queryFn: ({ signal }) => getProfile(signal),
  });

export function useProfile() {
  return useQuery(profileQuery());
}
