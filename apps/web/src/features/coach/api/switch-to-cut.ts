import { switchToCutPath } from "@ironpath/domain/coach/coach-paths";
import type { switchToCutBody } from "@ironpath/domain/coach/api.schema";
import type { z } from "zod";
import { apiFetch } from "../../../lib/api";
import { useCoachWrite } from "./coach-query";

export type SwitchToCutBody = z.input<typeof switchToCutBody>;

/** 'Cut' at the end of a bulk: the cut starts on `date`. */
export async function switchToCut(body: SwitchToCutBody): Promise<void> {
  await apiFetch(switchToCutPath, { method: "POST", body });
}

export function useSwitchToCut() {
  return useCoachWrite(switchToCut, { phaseChange: true });
}
