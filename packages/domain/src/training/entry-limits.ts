import { HOLD_SECONDS } from "./exercise-type";

// Apart from logged-set.schema.ts, which builds the server's checks on them with zod: the log's
// fields read the same bounds and judge with number-check.ts, loading no zod (decision 0074).

/** The bounds of each entered number; a form also reads them for its keypad (decimals or not). */
export const ENTRY_LIMITS = {
  reps: { min: 0, max: 100, decimals: 0 },
  rpe: { min: 1, max: 10, decimals: 1 },
  weight: { min: 0, max: 2000, decimals: 2 },
  /** A timed hold (decision 0053). */
  seconds: { min: HOLD_SECONDS.min, max: HOLD_SECONDS.max, decimals: 0 },
} as const;
