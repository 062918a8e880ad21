import { QUERY_ROOTS } from "../../../lib/query-keys";

// The coach's cached answers (decision 0075), all under one root: a write reads them all again.
const all = QUERY_ROOTS.coach;

export const coachKeys = {
  all,
  lossInfo: () => [...all, "loss-info"] as const,
  gainInfo: () => [...all, "gain-info"] as const,
  lossSummary: (date: string) => [...all, "loss-summary", date] as const,
  gainSummary: (date: string) => [...all, "gain-summary", date] as const,
  gainTarget: (date: string) => [...all, "gain-target", date] as const,
  maintenanceCalories: (date: string) => [...all, "maintenance-calories", date] as const,
  maintenanceWeight: (date: string) => [...all, "maintenance-weight", date] as const,
  history: (date: string) => [...all, "history", date] as const,
  choices: (goal: string, unit: string) => [...all, "choices", goal, unit] as const,
  steps: (timeZone: string) => [...all, "steps", timeZone] as const,
};
