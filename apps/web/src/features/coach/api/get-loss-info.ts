import { lossInfoPath } from "@ironpath/domain/coach/coach-paths";
import type { lossInfoSchema } from "@ironpath/domain/coach/api.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "../../../lib/api";
import { coachKeys } from "./coach-keys";

export type LossInfo = z.output<typeof lossInfoSchema>["data"];

/** The cut's maintenance and cutting calories, the expenditure estimate with its range, and why a target last changed. */
export async function getLossInfo(signal?: AbortSignal): Promise<LossInfo> {
  const { data } = await apiFetch<z.output<typeof lossInfoSchema>>(lossInfoPath, { signal });
  return data.data;
}

export function lossInfoQuery() {
  return queryOptions({ queryKey: coachKeys.lossInfo(), queryFn: ({ signal }) => getLossInfo(signal) });
}

export function useLossInfo() {
  return useQuery(lossInfoQuery());
}
