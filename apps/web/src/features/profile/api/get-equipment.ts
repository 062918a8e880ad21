import { equipmentPath } from "@ironpath/domain/training/equipment-paths";
import type { Equipment, EquipmentResponse } from "@ironpath/domain/training/strength/equipment.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api";
import { profileKeys } from "./profile-keys";

/** The lifter's bar and plates (a new account has a 45 lb bar and the standard plates). */
export async function getEquipment(signal?: AbortSignal): Promise<Equipment> {
  const { data } = await apiFetch<EquipmentResponse>(equipmentPath, { signal });
  return data.data;
}

export const equipmentQuery = () =>
  queryOptions({
    queryKey: profileKeys.equipment(),
    queryFn: ({ signal }) => getEquipment(signal),
  });

export function useEquipment() {
  return useQuery(equipmentQuery());
}
