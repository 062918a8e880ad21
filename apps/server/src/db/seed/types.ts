// Shapes of the ready-made content shipped as data (the seed step loads them idempotently).

/** The fixed list of muscle tags; the catalogue and user-created exercises use only these. */
export const MUSCLES = [
  "Chest",
  "Upper Back",
  "Lats",
  "Lower Back",
  "Traps",
  "Front Delts",
  "Side Delts",
  "Rear Delts",
  "Biceps",
  "Triceps",
  "Forearms",
  "Abs",
  "Obliques",
  "Glutes",
  "Quadriceps",
  "Hamstrings",
  "Adductors",
  "Calves",
  "Neck",
] as const;
export type Muscle = (typeof MUSCLES)[number];

export interface CatalogueExercise {
  name: string;
  muscles: Muscle[];
}

/** One prescribed exercise of a program day, as the spec's exercise row shows it. */
export interface ProgramRow {
  exercise: string;
  warmUpSets: number;
  sets: number;
  /** An integer, a range such as "8-10", or "AMRAP". */
  reps: string;
  /** "8", "7.5", "7-8", or null when the program does not prescribe effort. */
  rpe: string | null;
  /** "75", "77.5-85", or null; only for the spec's %1RM lifts. */
  percent1RM: string | null;
  minRest: number;
  maxRest: number;
  notes: string | null;
}

export interface ProgramDay {
  phase: number;
  week: number;
  day: number;
  rows: ProgramRow[];
}

export interface SeedProgram {
  /** The routine_name the spec's calls carry. */
  name: string;
  description: string;
  days: ProgramDay[];
}
