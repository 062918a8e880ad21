import type { Prescription } from "@ironpath/domain/programs/prescription";
import type { RoutineRowsTable } from "../schema.js";

// A row's prescription as routine_rows stores it, and read back: one mapping for the builder's
// writes, the seed, the imports and the exports (docs/product.md section 3, "Exercise row").

type PrescriptionColumns = Pick<
  RoutineRowsTable,
  "warm_up_sets" | "sets" | "reps" | "rpe" | "percent_1rm" | "min_rest" | "max_rest" | "notes"
>;

/** The routine_rows columns of a prescription. */
export const prescriptionColumns = (p: Prescription): PrescriptionColumns => ({
  warm_up_sets: p.warmUpSets,
  sets: p.sets,
  reps: p.reps,
  rpe: p.rpe,
  percent_1rm: p.percent1RM,
  min_rest: p.minRest,
  max_rest: p.maxRest,
  notes: p.notes,
});

/** The prescription a routine_rows row holds. */
export const prescriptionOf = (r: PrescriptionColumns): Prescription => ({
  warmUpSets: r.warm_up_sets,
  sets: r.sets,
  reps: r.reps,
  rpe: r.rpe,
  percent1RM: r.percent_1rm,
  minRest: r.min_rest,
  maxRest: r.max_rest,
  notes: r.notes,
});
