import type { SetEntry } from "@ironpath/domain/training/logged-set.schema";
import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { programPath } from "./program-path";

/** One set of the advanced entry (index counts sets from 0), as the domain's schema reads it. */
export async function saveSet(program: string, entry: SetEntry): Promise<void> {
  await apiFetch<{ ok: true }>(`/api/add/advAddUserExerciseData/${programPath(program)}`, {
    method: "POST",
    body: entry,
  });
}

/** Saves every set given, one call per set. */
export function useSaveSets(program: string) {
  return useMutation({
    mutationFn: async (sets: SetEntry[]) => {
      for (const set of sets) await saveSet(program, set);
    },
  });
}
