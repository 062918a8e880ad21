import { gainInfoPath } from "@ironpath/domain/coach/coach-paths";
import type { gainInfoSchema } from "@ironpath/domain/coach/api.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "../../../lib/api";
import { coachKeys } from "./coach-keys";

export type GainInfo = z.output<typeof gainInfoSchema>["data"];

/** The bulk's maintenance and bulking calories, the expenditure estimate with its range, and why a target last changed. */
export async function getGainInfo(signal?: AbortSignal): Promise<GainInfo> {
  const { data } = await apiFetch<z.output<typeof gainInfoSchema>>(gainInfoPath, { signal });
  return data.data;
}

export function gainInfoQuery() {
  return queryOptions({ queryKey: coachKeys.gainInfo(), queryFn: ({ signal }) => getGainInfo(signal) });
}

export function useGainInfo() {
  return useQuery(gainInfoQuery());
}
