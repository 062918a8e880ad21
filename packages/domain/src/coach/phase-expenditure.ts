// The adaptive expenditure set up for a phase the way the simulation measured it (simulation/):
// started from the formula adapted to the phase's intake, with the energy in a lb from Forbes at the
// lifter's estimated body fat, and a cut's first-week water expected.
import type { CoachPhaseKind } from "./phase-start";
import { gainKcalPerLb, lossKcalPerLb } from "./energy-density";
import { adaptiveExpenditure, type ExpenditureInput, expenditurePrior, startWaterLb } from "./expenditure";
import { bulkCalories, cutCalories } from "./targets";
import type { DayLog } from "./trend";
import { type Body, maintenanceCalories } from "./units";

export interface PhaseExpenditureInput {
  days: readonly DayLog[];
  kind: CoachPhaseKind;
  startDate: string;
  onDate: string;
  /** The body as the phase started (its weight is the start weight). */
  body: Body;
  multiplier: number;
  /** lb/week for a cut, lb/month for a bulk; ignored for maintenance. */
  rate: number;
  /** Goals switched to since `startDate` (`lifterExpenditure`). */
  changes?: ExpenditureInput["changes"];
  shownBefore?: ExpenditureInput["shownBefore"];
}

export function phaseExpenditure(input: PhaseExpenditureInput): ReturnType<typeof adaptiveExpenditure> {
  const maintenance = maintenanceCalories(input.body, input.multiplier);
  const target =
    input.kind === "cut"
      ? cutCalories(maintenance, input.rate)
      : input.kind === "bulk"
        ? bulkCalories(maintenance, input.rate, input.body)
        : maintenance;
  return adaptiveExpenditure({
    days: input.days,
    startDate: input.startDate,
    onDate: input.onDate,
    priorKcal: expenditurePrior(maintenance, target),
    surplusKcal: target - maintenance,
    startIntake: target,
    kcalPerLb: lossKcalPerLb(input.body),
    gainKcalPerLb: gainKcalPerLb(input.body),
    startWaterLb: startWaterLb(input.kind),
    multiplier: input.multiplier,
    ...(input.changes && { changes: input.changes }),
    ...(input.shownBefore && { shownBefore: input.shownBefore }),
  });
}
