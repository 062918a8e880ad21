import type { Prescription } from "../../programs/prescription";
import {
  AMRAP,
  ONE_RM_FOR_LIFT,
  type OneRepMaxKind,
  type Range,
  parseRange,
  takesPercent1RM,
} from "../../programs/row-rules";
import { loadForRepsAtRpe } from "./e1rm";
import { type ExerciseKind, progressionStep } from "./exercise-kind";
import { LOAD_STEP_LBS, roundDownToLoadable } from "./plates";
import type { LiftRecord, Session } from "./sessions";

// The load suggested for the next session of a lift, from the lifter's own numbers (docs/design.md
// section 4; docs/coach-model.md section 8, item 9). In order:
//   bodyweight with a load (decision 0053) → the last session's signed load, + the step when every
//                                          set reached the target (-40 lb assisted becomes -35)
//   other bodyweight exercise            → no load
//   %1RM row                             → % × best e1RM of the last 6 weeks, else × the profile's 1RM
//   n reps @ RPE, last session for another → e1RM × RTS[k] (the chart's load for that rep target,
//     rep target                             at the low end of an RPE range)
//   n reps, last session exists          → + the step (10 lb lower, 5 lb upper body) when every set
//                                          reached n reps at that load; else the same load again
//   a rep range (with or without RPE)    → double progression: + the step when every set reached the
//                                          top of the range at or under the RPE cap; else the same load
//   AMRAP or anything else               → the last session's load
//   a profile lift never logged, reps @ RPE → the profile's 1RM × RTS[k] (its first session)
// Computed loads are rounded down to the 5 lb step; a repeated load is the one the lifter lifted.

export type OneRepMaxes = Partial<Record<OneRepMaxKind, number | null>>;

export type SuggestionBasis =
  | "e1rm"
  | "profile-1rm"
  | "rpe-chart"
  | "linear-step"
  | "double-progression"
  | "last-weight";

export interface LoadSuggestion {
  /** The work-set load in lbs; null for a bodyweight exercise or when nothing is known. */
  weight: number | null;
  basis: SuggestionBasis | null;
  /** The 1RM the load was computed from (estimated or the profile's), for saying why. */
  oneRepMax: number | null;
}

export interface ProgressionInput {
  exerciseName: string;
  kind: ExerciseKind;
  prescription: Pick<Prescription, "reps" | "rpe" | "percent1RM">;
  /** This lift's last session and best e1RM of the window, without the sets of the day being planned. */
  record: LiftRecord;
  /** For a %1RM row, the best e1RM of the lifts the percentage is of (see REFERENCE_LIFTS); else `record`'s. */
  referenceOneRepMax?: number | null;
  /** The reps a logged row prescribed, when the row is known (a row of the same program). */
  prescribedReps?: (rowId: string) => string | undefined;
  oneRepMaxes: OneRepMaxes;
  /**
   * The lifter's unit's steps (units/loads-in-unit.ts: every number above is then in that unit);
   * the product's 5 lb rounding and 10/5 lb steps when absent.
   */
  steps?: { load: number; lower: number; upper: number };
}

/** The competition lifts whose sets give each profile 1RM's estimate: a pause variation's % is of these. */
export const REFERENCE_LIFTS: Readonly<Record<OneRepMaxKind, readonly string[]>> = {
  squat: ["Back Squat"],
  bench: ["Barbell Bench Press"],
  deadlift: ["Deadlift"],
  overheadPress: ["Barbell Overhead Press", "Overhead Press"],
};

/** The lifts whose e1RM a %1RM row of this exercise is a percentage of (itself when not a profile lift). */
export function referenceLifts(exerciseName: string): readonly string[] {
  return takesPercent1RM(exerciseName) ? REFERENCE_LIFTS[ONE_RM_FOR_LIFT[exerciseName]] : [exerciseName];
}

export type RepTarget =
  | { kind: "fixed"; reps: number }
  | { kind: "range"; low: number; high: number }
  | { kind: "amrap" };

/** "5", "8-12" or "AMRAP"; null for anything else (an empty prescription). */
export function repTarget(reps: string): RepTarget | null {
  if (reps === AMRAP) return { kind: "amrap" };
  const range = parseRange(reps, true);
  if (!range || range.low < 1) return null;
  return range.low === range.high ? { kind: "fixed", reps: range.low } : { kind: "range", ...range };
}

const NO_LOAD: LoadSuggestion = { weight: null, basis: null, oneRepMax: null };

function fromOneRepMax(
  oneRepMax: number,
  fraction: number,
  basis: SuggestionBasis,
  loadStep = LOAD_STEP_LBS,
): LoadSuggestion | null {
  const weight = roundDownToLoadable(oneRepMax * fraction, loadStep);
  return weight > 0 ? { weight, basis, oneRepMax } : null;
}

const referenceOneRepMax = (input: Pick<ProgressionInput, "record" | "referenceOneRepMax">) =>
  input.referenceOneRepMax === undefined ? input.record.bestOneRepMax : input.referenceOneRepMax;

function percentLoad(input: ProgressionInput, percent: Range): LoadSuggestion | null {
  const estimated = referenceOneRepMax(input);
  if (estimated !== null) return fromOneRepMax(estimated, percent.low / 100, "e1rm", input.steps?.load);
  const { exerciseName, oneRepMaxes } = input;
  const profile = takesPercent1RM(exerciseName) ? oneRepMaxes[ONE_RM_FOR_LIFT[exerciseName]] : null;
  return profile && profile > 0 ? fromOneRepMax(profile, percent.low / 100, "profile-1rm", input.steps?.load) : null;
}

/** The heaviest load of the session: the one it was worked at. */
const workLoad = (session: Session) => Math.max(...session.sets.map((s) => s.weight));

function progressFrom(
  last: Session,
  target: RepTarget | null,
  rpe: Range | null,
  step: number,
  loadStep = LOAD_STEP_LBS,
): LoadSuggestion {
  const work = workLoad(last);
  if (!(work > 0)) return NO_LOAD;
  const atWork = last.sets.every((s) => s.weight >= work);
  const repeat: LoadSuggestion = { weight: work, basis: "last-weight", oneRepMax: null };
  const stepped = (basis: SuggestionBasis): LoadSuggestion => ({
    weight: Math.max(work, roundDownToLoadable(work + step, loadStep)),
    basis,
    oneRepMax: null,
  });
  if (target?.kind === "fixed") {
    return atWork && last.sets.every((s) => s.reps >= target.reps) ? stepped("linear-step") : repeat;
  }
  if (target?.kind === "range") {
    const topReached = last.sets.every(
      (s) => s.reps >= target.high && (rpe === null || s.rpe === null || s.rpe <= rpe.high),
    );
    return atWork && topReached ? stepped("double-progression") : repeat;
  }
  return repeat;
}

/**
 * Whether the last session was done for the same rep target: its row's prescription when known,
 * else whether its best set had exactly that many reps (a missed rep still counts as the same target).
 */
function sameRepTarget(input: ProgressionInput, last: Session, reps: number): boolean {
  const prescribed = input.prescribedReps?.(last.rowId);
  if (prescribed !== undefined) return prescribed === String(reps);
  return Math.max(...last.sets.map((s) => s.reps)) === reps;
}

/**
 * A load on the body (+25 lb belt, -40 lb assist) moves on from the last session's heaviest: one
 * step more (less assistance) when every set reached the target, else the same; rounded to no
 * plate, since a belt or an assist takes any load. No 1RM is estimated from it (decision 0053).
 */
function bodyLoadFrom(last: Session, target: RepTarget | null, rpe: Range | null, step: number): LoadSuggestion {
  const work = workLoad(last);
  const repeat: LoadSuggestion = { weight: work, basis: "last-weight", oneRepMax: null };
  const atWork = last.sets.every((s) => s.weight >= work);
  const reached = (reps: number) =>
    last.sets.every((s) => s.reps >= reps && (rpe === null || s.rpe === null || s.rpe <= rpe.high));
  if (target?.kind === "fixed" && atWork && reached(target.reps))
    return { weight: work + step, basis: "linear-step", oneRepMax: null };
  if (target?.kind === "range" && atWork && reached(target.high))
    return { weight: work + step, basis: "double-progression", oneRepMax: null };
  return repeat;
}

/** The load for the next session of a prescribed exercise; see the rules at the top of this file. */
export function suggestLoad(input: ProgressionInput): LoadSuggestion {
  const { kind, prescription, record } = input;
  if (kind.type === "bodyweight_load") {
    const last = record.lastSession;
    if (!last) return NO_LOAD;
    const rpe = prescription.rpe ? parseRange(prescription.rpe) : null;
    return bodyLoadFrom(last, repTarget(prescription.reps), rpe, progressionStep(kind.region));
  }
  if (kind.equipment === "bodyweight") return NO_LOAD;
  const percent = prescription.percent1RM ? parseRange(prescription.percent1RM) : null;
  const byPercent = percent && percentLoad(input, percent);
  if (byPercent) return byPercent;

  const target = repTarget(prescription.reps);
  const rpe = prescription.rpe ? parseRange(prescription.rpe) : null;
  const last = record.lastSession;
  if (target?.kind === "fixed" && rpe && !(last && sameRepTarget(input, last, target.reps))) {
    const estimated = record.bestOneRepMax;
    const load = estimated === null ? null : loadForRepsAtRpe(estimated, target.reps, rpe.low);
    const byChart =
      estimated !== null && load !== null
        ? fromOneRepMax(estimated, load / estimated, "rpe-chart", input.steps?.load)
        : null;
    if (byChart) return byChart;
  }
  const step = input.steps ? input.steps[kind.region] : progressionStep(kind.region);
  if (last) return progressFrom(last, target, rpe, step, input.steps?.load);
  return firstLoad(input, target, rpe) ?? NO_LOAD;
}

/** The reps a first session aims at, with an RPE to load it by: a fixed target, or a range's low end. */
function startingReps(target: RepTarget | null): number | null {
  if (target?.kind === "fixed") return target.reps;
  return target?.kind === "range" ? target.low : null;
}

/**
 * A profile lift never logged, prescribed reps @ RPE: its first load comes from the profile's 1RM
 * through the RTS chart (docs/coach-model.md section 8, item 9), so a new lifter's first day is loaded too.
 */
function firstLoad(input: ProgressionInput, target: RepTarget | null, rpe: Range | null): LoadSuggestion | null {
  const reps = startingReps(target);
  if (!rpe || reps === null || !takesPercent1RM(input.exerciseName)) return null;
  const profile = input.oneRepMaxes[ONE_RM_FOR_LIFT[input.exerciseName]];
  const load = profile && profile > 0 ? loadForRepsAtRpe(profile, reps, rpe.low) : null;
  return profile && load ? fromOneRepMax(profile, load / profile, "profile-1rm", input.steps?.load) : null;
}

/**
 * Whether the load may come from the profile's 1RMs, so that they are read: a %1RM row of a
 * profile lift with no recent estimate, or a profile lift never logged, prescribed reps @ RPE.
 */
export function mayUseProfile(input: Omit<ProgressionInput, "oneRepMaxes">): boolean {
  const { exerciseName, prescription, record } = input;
  if (!takesPercent1RM(exerciseName) || input.kind.equipment === "bodyweight") return false;
  if (prescription.percent1RM) return referenceOneRepMax(input) === null;
  return (
    record.lastSession === null && Boolean(prescription.rpe) && startingReps(repTarget(prescription.reps)) !== null
  );
}
