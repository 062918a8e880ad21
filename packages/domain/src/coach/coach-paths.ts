/**
 * The coach's calls that are not one per phase (docs/product.md sections 3 and 4): the helper
 * status, the goal screen's choices, the history, each screen's figures and the bulk's end. The
 * server registers these patterns; the web fills them with `apiPath` (api-path.ts). Each phase's
 * day, missed-day, start and change paths are in phase-paths.ts.
 */
export const helperStatusPath = "/api/query/user_weight_loss_helper_present";
export const goalChoicesPath = "/api/query/weightloss_or_gain_per_week/:goal";
export const historyPath = "/api/query/coach_history/:date";
export const lossInfoPath = "/api/query/user_weight_loss_info";
export const lossSummaryPath = "/api/query/planned_expected_actual_weight_loss/:date";
export const stepsPath = "/api/query/:timezone/step_recommendation";
export const gainInfoPath = "/api/query/weight_gain_data";
export const gainSummaryPath = "/api/query/planned_expected_actual/:date";
export const gainTargetPath = "/api/query/adjusted_daily_calorie_recommendation/:date";
export const endOfBulkPath = "/api/query/check_if_end_of_bulk";
export const extendBulkPath = "/api/query/extend_bulk_end_date";
export const switchToCutPath = "/api/query/switch_to_cutting_phase";
export const maintenanceCaloriesPath = "/api/query/maintenance_calories_and_rec_calories/:date";
export const maintenanceWeightPath = "/api/query/retrieve_start_and_current_weight/:date";
