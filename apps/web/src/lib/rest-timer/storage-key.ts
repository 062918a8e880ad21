/** Where the store keeps the rest under way (its start time), so that a reload carries on. */
export const REST_STORAGE_KEY = "ironpath.rest-timer";
