import type { switchToCutBody } from "@ironpath/domain/coach/api.schema";
import type { z } from "zod";
import { apiFetch } from "../../../lib/api";
import { useCoachWrite } from "./coach-query";

export type SwitchToCutBody = z.input<typeof switchToCutBody>;

/** 'Cut' at the end of a bulk: the cut starts on `date`. */
export async function switchToCut(body: SwitchToCutBody): Promise<void> {
  await apiFetch("/api/query/switch_to_cutting_phase", { method: "POST", body });
}

export function useSwitchToCut() {
  return useCoachWrite(switchToCut, { phaseChange: true });
}
