import { saveEquipmentPath } from "@ironpath/domain/training/equipment-paths";
import type { Equipment } from "@ironpath/domain/training/strength/equipment.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { QUERY_ROOTS } from "../../../lib/query-keys";
import { profileKeys } from "./profile-keys";

/** 200 {ok: true, data} with the plates heaviest first; 400 {error, fields} in words. */
export async function saveEquipment(equipment: Equipment): Promise<Equipment> {
  const { data } = await apiFetch<{ ok: true; data: Equipment }>(saveEquipmentPath, {
    method: "POST",
    body: equipment,
  });
  return data.data;
}

/**
 * Saves the bar and plates. The workout log's cached days carry plates and warm-ups made with the
 * old ones: they are asked again (by the log's key prefix; its next day is asked at every opening
 * anyway).
 */
export function useSaveEquipment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEquipment,
    onSuccess: (saved) => {
      queryClient.setQueryData(profileKeys.equipment(), saved);
      void queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.workouts });
    },
  });
}
