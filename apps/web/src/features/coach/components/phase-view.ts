import type { ReactNode } from "react";

/** A read the assistant waits for: a failed one is shown with Try again, which reads them all again. */
interface PhaseRead {
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/** What one phase's reads put on its assistant, once they have all answered. */
export interface PhaseFigures {
  /** Today's calorie target, e.g. "2,150 kcal". */
  target: string;
  /** A second target beside it (the cut's steps). */
  aside?: { label: string; value: string };
  /** Where the lifter stands, under the target. */
  standing: ReactNode;
  /** The phase's figures in 'Your numbers'. */
  numbers: ReactNode;
  /** The phase's start: a missed day before it is refused. */
  startDate: string;
  /** Days without an entry offered as buttons (the phases that count them). */
  missingDays?: readonly string[];
  /** The phase's questions (change calories, end of the bulk, …). */
  dialogs: ReactNode;
}

/** A phase's reads and, once all have answered, what they show (null until then). */
export interface PhaseView {
  reads: readonly PhaseRead[];
  figures: PhaseFigures | null;
}
