/**
 * The coach's calls that are not one per phase (docs/product.md sections 3 and 4): the helper
 * status, the goal screen's choices, the history, each screen's figures and the bulk's end. The
 * server registers these patterns; the web fills them with `apiPath` (api-path.ts). Each phase's
 * day, missed-day, start and change paths are in phase-paths.ts.
 */
export const COACH_PATHS = {
  helperStatus: "/api/query/user_weight_loss_helper_present",
  goalChoices: "/api/query/weightloss_or_gain_per_week/:goal",
  history: "/api/query/coach_history/:date",
  lossInfo: "/api/query/user_weight_loss_info",
  lossSummary: "/api/query/planned_expected_actual_weight_loss/:date",
  steps: "/api/query/:timezone/step_recommendation",
  gainInfo: "/api/query/weight_gain_data",
  gainSummary: "/api/query/planned_expected_actual/:date",
  gainTarget: "/api/query/adjusted_daily_calorie_recommendation/:date",
  endOfBulk: "/api/query/check_if_end_of_bulk",
  extendBulk: "/api/query/extend_bulk_end_date",
  switchToCut: "/api/query/switch_to_cutting_phase",
  maintenanceCalories: "/api/query/maintenance_calories_and_rec_calories/:date",
  maintenanceWeight: "/api/query/retrieve_start_and_current_weight/:date",
} as const;
