import { ONE_RM_FOR_LIFT, type OneRepMaxKind, parseRange, takesPercent1RM } from "../programs/row-rules";

/** Loads are rounded down to what a pair of 2.5 lb plates makes. */
export const PLATE_STEP_LBS = 5;

export type OneRepMaxes = Partial<Record<OneRepMaxKind, number | null>>;

export function roundDownToPlates(lbs: number, step = PLATE_STEP_LBS): number {
  return Math.floor(lbs / step + 1e-9) * step;
}

/**
 * The load the log suggests for a prescribed exercise: %1RM of the user's matching 1RM (the low
 * end of a range, rounded down to 5 lb) where both exist; else the weight the user last logged
 * for that exercise; else null.
 */
export function suggestedWeight(input: {
  exerciseName: string;
  percent1RM: string | null;
  oneRepMaxes: OneRepMaxes;
  lastLoggedWeight: number | null;
}): number | null {
  const { exerciseName, percent1RM, oneRepMaxes, lastLoggedWeight } = input;
  if (percent1RM && takesPercent1RM(exerciseName)) {
    const oneRepMax = oneRepMaxes[ONE_RM_FOR_LIFT[exerciseName]];
    const percent = parseRange(percent1RM);
    if (oneRepMax && oneRepMax > 0 && percent) return roundDownToPlates((oneRepMax * percent.low) / 100);
  }
  return lastLoggedWeight;
}
