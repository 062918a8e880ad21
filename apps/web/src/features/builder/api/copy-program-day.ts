import { copyProgramDayPath } from "@ironpath/domain/programs/program-paths";
import type { copyProgramDayBody } from "@ironpath/domain/programs/builder-api.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiFetch } from "../../../lib/api";
import { refreshWrittenProgram } from "./builder-keys";

export type CopyDayBody = z.input<typeof copyProgramDayBody>;

/** Copies a saved day onto other days (replacing what they held); resolves to how many were written. */
export async function copyProgramDay(body: CopyDayBody): Promise<number> {
  const { data } = await apiFetch<{ ok: true; days: number }>(copyProgramDayPath, { method: "POST", body });
  return data.days;
}

export function useCopyProgramDay() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: copyProgramDay, onSuccess: () => refreshWrittenProgram(queryClient) });
}
