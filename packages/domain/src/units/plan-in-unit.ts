import type { Prescription } from "../programs/prescription";
import { type BarAndPlates, type ExercisePlan, planExercise } from "../training/strength/exercise-plan";
import type { PlateLoading } from "../training/strength/plates";
import { type LoadSuggestion, type ProgressionInput, suggestLoad } from "../training/strength/progression";
import type { Session } from "../training/strength/sessions";
import { loadStepIn, progressionStepIn } from "./loads-in-unit";
import { fromPounds, toPounds, type WeightUnit } from "./weight-unit";

// The load suggestion and the card's plan in the lifter's unit (issue 22): a kg lifter's numbers
// are turned into kg at this edge, the rules run unchanged on kg with kg steps and kg plates, and
// the loads go back to pounds for the product's calls; the plates stay in the unit they are.

/** Loads in pounds; the plates per side in the equipment's unit, named when it is kg. */
export interface PlanInUnit {
  suggestion: LoadSuggestion;
  plan: ExercisePlan & { plates: (PlateLoading & { unit?: "kg" }) | null };
}

const inUnit = (lbs: number | null | undefined, unit: WeightUnit) =>
  lbs === null || lbs === undefined ? lbs : fromPounds(lbs, unit);
const sessionIn = (session: Session | null, unit: WeightUnit): Session | null =>
  session && { ...session, sets: session.sets.map((s) => ({ ...s, weight: fromPounds(s.weight, unit) })) };

/** suggestLoad and planExercise for a lifter in `unit` whose bar and plates are in it too. */
export function planInUnit(
  input: ProgressionInput,
  prescription: Pick<Prescription, "warmUpSets" | "sets">,
  unit: WeightUnit,
  equipment?: BarAndPlates,
): PlanInUnit {
  if (unit === "lb") {
    const suggestion = suggestLoad(input);
    const { lastSession } = input.record;
    const plan = planExercise({
      kind: input.kind,
      prescription,
      load: suggestion.weight,
      lastSession,
      barAndPlates: equipment,
    });
    return { suggestion, plan };
  }
  const oneRepMaxes = Object.fromEntries(Object.entries(input.oneRepMaxes).map(([k, v]) => [k, inUnit(v, unit)]));
  const record = {
    lastSession: sessionIn(input.record.lastSession, unit),
    bestOneRepMax: inUnit(input.record.bestOneRepMax, unit) ?? null,
  };
  const steps = {
    load: loadStepIn(unit, equipment?.plates),
    lower: progressionStepIn("lower", unit),
    upper: progressionStepIn("upper", unit),
  };
  const reference = input.referenceOneRepMax;
  const suggested = suggestLoad({
    ...input,
    record,
    oneRepMaxes,
    steps,
    ...(reference === undefined ? {} : { referenceOneRepMax: inUnit(reference, unit) ?? null }),
  });
  const plan = planExercise({
    kind: input.kind,
    prescription,
    load: suggested.weight,
    lastSession: record.lastSession,
    barAndPlates: equipment,
  });
  const back = (kg: number) => toPounds(kg, unit);
  // The last session's sets as logged, in pounds: never a pound value through kg and back.
  const asLogged = planExercise({ kind: input.kind, prescription, load: null, lastSession: input.record.lastSession });
  return {
    suggestion: {
      ...suggested,
      weight: suggested.weight === null ? null : back(suggested.weight),
      oneRepMax: suggested.oneRepMax === null ? null : back(suggested.oneRepMax),
    },
    plan: {
      ...plan,
      warmUps: plan.warmUps.map((w) => ({ ...w, weight: back(w.weight) })),
      sets: plan.sets.map((s, i) => ({
        ...s,
        suggested: s.suggested === null ? null : back(s.suggested),
        last: asLogged.sets[i]?.last ?? null,
      })),
      plates: plan.plates && { ...plan.plates, unit: "kg" },
    },
  };
}
