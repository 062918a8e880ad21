import type { Prescription } from "../../programs/prescription";
import type { PerformedSet } from "./e1rm";
import type { ExerciseKind } from "./exercise-kind";
import { type PlateLoading, platesPerSide } from "./plates";
import { type Session, setOfSession } from "./sessions";
import { type WarmUpSet, warmUpRamp, warmUpStep } from "./warm-up";

// What a set-by-set card shows for one prescribed exercise: the warm-up ramp, each work set with
// its suggested load and what the lifter did on that set last session, and the plates per side.

export interface PlannedSet {
  /** From 1. */
  set: number;
  /** The load suggested for this set; null when none (bodyweight, nothing known). */
  suggested: number | null;
  /** The same set of the last session of this lift; null when there was none. */
  last: PerformedSet | null;
}

export interface ExercisePlan {
  warmUps: WarmUpSet[];
  sets: PlannedSet[];
  /** The work load on a barbell, per side; null off the barbell or without a load. */
  plates: PlateLoading | null;
  /** Lifted with the body's own weight: logged as 0 lbs unless weight is added. */
  bodyweight: boolean;
}

export interface BarAndPlates {
  bar?: number;
  plates?: readonly number[];
}

export function planExercise(input: {
  kind: ExerciseKind;
  prescription: Pick<Prescription, "warmUpSets" | "sets">;
  /** The suggested work load. */
  load: number | null;
  lastSession: Session | null;
  barAndPlates?: BarAndPlates;
}): ExercisePlan {
  const { kind, prescription, load, lastSession, barAndPlates = {} } = input;
  const barbell = kind.equipment === "barbell";
  const sets = Array.from({ length: Math.max(prescription.sets, 0) }, (_, i) => ({
    set: i + 1,
    suggested: load,
    last: lastSession ? setOfSession(lastSession, i + 1) : null,
  }));
  return {
    // No ramp to a load on the body: the warm-up of a pull-up is not a lighter pull-up.
    warmUps:
      kind.equipment === "bodyweight"
        ? []
        : warmUpRamp({
            sets: prescription.warmUpSets,
            work: load,
            barbell,
            bar: barAndPlates.bar,
            // The lifter's smallest plates set the ramp's step on a barbell (a dumbbell's does not move).
            step: barbell && barAndPlates.plates ? warmUpStep(barAndPlates.plates) : undefined,
          }),
    sets,
    plates: barbell && load !== null ? platesPerSide(load, barAndPlates) : null,
    bodyweight: kind.equipment === "bodyweight",
  };
}
