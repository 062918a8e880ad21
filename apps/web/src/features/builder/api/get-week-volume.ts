import { apiPath } from "@ironpath/domain/api-path";
import { weekVolumePath } from "@ironpath/domain/programs/program-paths";
import type { weekVolumeSchema } from "@ironpath/domain/programs/builder-api.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "../../../lib/api";
import { builderKeys } from "./builder-keys";

export type MuscleVolume = z.infer<typeof weekVolumeSchema>["data"][number];

/** Hard sets per muscle group over the saved days of one week. */
export async function getWeekVolume(
  program: string,
  phase: number,
  week: number,
  signal?: AbortSignal,
): Promise<MuscleVolume[]> {
  const { data } = await apiFetch<z.infer<typeof weekVolumeSchema>>(apiPath(weekVolumePath, { program, phase, week }), {
    signal,
  });
  return data.data;
}

export function weekVolumeQuery(program: string | null, phase: number | null, week: number | null) {
  return queryOptions({
    queryKey: builderKeys.volume(program ?? "", phase ?? 0, week ?? 0),
    queryFn: ({ signal }) => getWeekVolume(program ?? "", phase ?? 0, week ?? 0, signal),
    enabled: program !== null && phase !== null && week !== null,
  });
}

export function useWeekVolume(program: string | null, phase: number | null, week: number | null) {
  return useQuery(weekVolumeQuery(program, phase, week));
}
