import type { OneRepMaxKind } from "../programs/row-rules";

// The four 1RMs the User Info form records (docs/product.md section 2), once: the field of the user-info
// body, the lift it belongs to, and the name the Profile shows it under.

export const ONE_REP_MAXES = [
  { field: "deadlift1RM", kind: "deadlift", label: "Deadlift" },
  { field: "squat1RM", kind: "squat", label: "Squat" },
  { field: "bench1RM", kind: "bench", label: "Bench Press" },
  { field: "overheadPress1RM", kind: "overheadPress", label: "Overhead Press" },
] as const satisfies readonly { field: string; kind: OneRepMaxKind; label: string }[];
