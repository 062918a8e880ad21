import { extendBulkPath } from "@ironpath/domain/coach/coach-paths";
import { apiFetch } from "../../../lib/api";
import { useCoachWrite } from "./coach-query";

/** 'Continue Bulk': the server moves the end of the bulk later (no body). */
export async function extendBulk(): Promise<void> {
  await apiFetch(extendBulkPath, { method: "POST" });
}

export function useExtendBulk() {
  return useCoachWrite(extendBulk);
}
