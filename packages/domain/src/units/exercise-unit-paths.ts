/**
 * An exercise's own unit (decision 0081), as the server registers it; the workout log's Adv. Entry
 * and the builder send to it.
 */
export const exerciseUnitPath = "/api/add/exercise_unit";
