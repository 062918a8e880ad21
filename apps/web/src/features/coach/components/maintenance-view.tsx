import { useMaintenanceCalories } from "../api/get-maintenance-calories";
import { useMaintenanceWeight } from "../api/get-maintenance-weight";
import { formatKcal, formatLb } from "../format";
import { unitNow } from "../../../lib/weight-unit";
import { Expenditure, Figure, Figures, MaintenanceCalories } from "./figures";
import { MaintenanceDialog, driftWords } from "./maintenance-dialog";
import type { PhaseView } from "./phase-view";

type Standing = "early" | "steady" | "above" | "below";

/**
 * Where the weight stands, by the server's `standing`: the 'Change Maintenance Calories' dialog's
 * own rule on the same averages (decision 0114), not the trend against the start over a flat 1 lb.
 */
function standing(start: number, trend: number | null, where: Standing, driftLb: number | null): string {
  const maintaining = `Maintaining ${formatLb(start, 1)} ${unitNow()}.`;
  if (trend === null) return `${maintaining} Weigh in each morning: your trend appears after a few weigh-ins.`;
  const words =
    where === "early" || driftLb === null
      ? "too early to tell whether it is holding (a week of weigh-ins, then a week more)"
      : where === "steady"
        ? "holding steady"
        : driftWords(driftLb);
  return `${maintaining} Your trend weight is ${formatLb(trend, 1)} ${unitNow()}: ${words}.`;
}

/** Maintenance: recommended calories, the maintenance and current weight, and the offer to change. */
export function useMaintenanceView(date: string): PhaseView {
  const calories = useMaintenanceCalories(date);
  const weight = useMaintenanceWeight(date);
  const reads = [calories, weight];
  if (!calories.data || !weight.data) return { reads, figures: null };
  const { data: m, recCalories } = calories.data;
  const w = weight.data;
  return {
    reads,
    figures: {
      target: `${formatKcal(recCalories)} kcal`,
      standing: standing(w.data.startWeight, w.data.trendWeight, w.data.standing, w.data.driftLb),
      numbers: (
        <>
          <Figures>
            <MaintenanceCalories kcal={m.maintenance_calories} />
            <Figure label="Recommended calories" value={`${formatKcal(recCalories)} kcal`} hint="Your daily target" />
            <Figure
              label="Maintenance weight"
              value={`${formatLb(w.data.startWeight, 1)} ${unitNow()}`}
              hint="Where maintenance started"
            />
            <Figure
              label="Current weight"
              value={w.avgBodyWeight === null ? "—" : `${formatLb(w.avgBodyWeight, 1)} ${unitNow()}`}
              hint="Your trend weight"
            />
          </Figures>
          <Expenditure expenditure={m.expenditure} changeReason={m.change_reason} />
        </>
      ),
      startDate: w.data.startDate,
      // The dialog is due only when the drift is known (decision 0114): it says that drift.
      dialogs: w.data.trendWeight !== null && w.data.driftLb !== null && (
        <MaintenanceDialog
          due={w.data.offerMaintenanceChange}
          startWeight={w.data.startWeight}
          trendWeight={w.data.trendWeight}
          driftLb={w.data.driftLb}
          currentCalories={recCalories}
          proposedCalories={w.data.proposedCalories}
        />
      ),
    },
  };
}
