/**
 * The lifter's equipment (decision 0017), as the server registers it; the web sends to
 * it. One list, so the two sides cannot drift apart.
 */
export const equipmentPath = "/api/query/equipment";
export const saveEquipmentPath = "/api/add/equipment";
