import { copyProgramWeekPath } from "@ironpath/domain/programs/program-paths";
import type { copyProgramWeekBody } from "@ironpath/domain/programs/builder-api.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "../../../lib/api";
import { refreshWrittenProgram } from "./builder-keys";

export type CopyWeekBody = z.input<typeof copyProgramWeekBody>;

/** Copies every day of a week onto other weeks of its phase; resolves to how many days were written. */
export async function copyProgramWeek(body: CopyWeekBody): Promise<number> {
  const { data } = await apiFetch<{ ok: true; days: number }>(copyProgramWeekPath, { method: "POST", body });
  return data.days;
}

export function useCopyProgramWeek() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: copyProgramWeek, onSuccess: () => refreshWrittenProgram(queryClient) });
}
