import { ownProgramsPath } from "@ironpath/domain/programs/program-paths";
import type { z } from "zod";
import type { userCreatedProgramsSchema } from "@ironpath/domain/programs/builder-api.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { builderKeys } from "./builder-keys";

type OwnPrograms = z.infer<typeof userCreatedProgramsSchema>;

/** The names of the programs the lifter built: the Program Name dropdown. */
export async function getOwnPrograms(signal?: AbortSignal): Promise<string[]> {
  const { data } = await apiFetch<OwnPrograms>(ownProgramsPath, { signal });
  return data.userCreatedPrograms.map((p) => p.routine_name);
}

export function ownProgramsQuery() {
  return queryOptions({ queryKey: builderKeys.programs(), queryFn: ({ signal }) => getOwnPrograms(signal) });
}

export function useOwnPrograms() {
  return useQuery(ownProgramsQuery());
}
