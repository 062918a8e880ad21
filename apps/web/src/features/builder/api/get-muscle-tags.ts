import { exerciseTagsPath } from "@ironpath/domain/programs/program-paths";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { builderKeys } from "./builder-keys";

/** The muscle groups an exercise may be tagged with. */
export async function getMuscleTags(signal?: AbortSignal): Promise<string[]> {
  const { data } = await apiFetch<{ muscle: string }[]>(exerciseTagsPath, { signal });
  return data.map((t) => t.muscle);
}

export function muscleTagsQuery() {
  return queryOptions({
    queryKey: builderKeys.muscles(),
    queryFn: ({ signal }) => getMuscleTags(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useMuscleTags(enabled: boolean) {
  return useQuery({ ...muscleTagsQuery(), enabled });
}
