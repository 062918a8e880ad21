import { apiFetch } from "../../../lib/api";
import { useCoachWrite } from "./coach-query";

/** 'Continue Bulk': the server moves the end of the bulk later (no body). */
export async function extendBulk(): Promise<void> {
  await apiFetch("/api/query/extend_bulk_end_date", { method: "POST" });
}

export function useExtendBulk() {
  return useCoachWrite(extendBulk);
}
