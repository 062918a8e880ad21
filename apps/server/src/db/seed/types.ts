import type { Muscle } from "@ironpath/domain/programs/muscles";
import type { Prescription } from "@ironpath/domain/programs/prescription";

// Shapes of the ready-made content shipped as data (the seed step loads them idempotently).

export interface CatalogueExercise {
  name: string;
  muscles: Muscle[];
}

/** One prescribed exercise of a program day, by the exercise's catalogue name. */
export interface SeedRow extends Prescription {
  exercise: string;
}

export interface SeedDay {
  phase: number;
  week: number;
  day: number;
  rows: SeedRow[];
}

export interface SeedProgram {
  /** The routine_name the product's calls carry. */
  name: string;
  description: string;
  days: SeedDay[];
}
