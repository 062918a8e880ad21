// What a program day prescribes for one exercise, as stored and read back (docs/product.md section 3,
// "Exercise row"): the ready-made programs' data, the builder's saved rows and the workout log
// all carry this one shape. The builder's form writes text (program-row.schema.ts) that parses
// into it.

export interface Prescription {
  warmUpSets: number;
  sets: number;
  /** An integer, a range such as "8-10", or "AMRAP". */
  reps: string;
  /** "8", "7.5", "7-8", or null when the program does not prescribe effort. */
  rpe: string | null;
  /** "75", "77.5-85", or null; only for the product's %1RM lifts. */
  percent1RM: string | null;
  /** Rest in minutes; equal when the program gives one value. */
  minRest: number;
  maxRest: number;
  notes: string | null;
}
