/**
 * Each phase's calls that the three phases share in kind (docs/product.md section 3): today's entry,
 * a missed day, the start from the goal screen, and the answer to the phase's Monday question. The
 * server registers them and the web sends to them; one list so the two cannot drift apart.
 */
export const PHASE_PATHS = {
  gain: {
    day: "/api/query/daily_calories_and_weight",
    missedDay: "/api/query/missed_calories_and_weight",
    start: "/api/query/weightGain",
    change: "/api/query/change_bulk_calories",
  },
  loss: {
    day: "/api/query/add/stepsWalked/caloriesConsumed",
    missedDay: "/api/query/add_missed_calories_and_steps",
    start: "/api/query/calculate_maintenance_calories",
    change: "/api/query/change_calories_or_steps",
  },
  maintenance: {
    day: "/api/query/submit_maintenance_calories_and_weight",
    missedDay: "/api/query/submit_missed_maintenance_calories_and_weight",
    start: "/api/query/maintenance_phase",
    change: "/api/query/change_maintenance_phase_calories",
  },
} as const;
