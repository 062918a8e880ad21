import { useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { BUILDER_KEYS } from "./builder-keys";

/** The muscle groups an exercise may be tagged with. */
export async function getMuscleTags(signal?: AbortSignal): Promise<string[]> {
  const { data } = await apiFetch<{ muscle: string }[]>("/api/query/exercise_tags", { signal });
  return data.map((t) => t.muscle);
}

export function useMuscleTags(enabled: boolean) {
  return useQuery({
    queryKey: BUILDER_KEYS.muscles,
    queryFn: ({ signal }) => getMuscleTags(signal),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
