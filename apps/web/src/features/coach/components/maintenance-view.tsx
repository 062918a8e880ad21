import { useMaintenanceCalories } from "../api/get-maintenance-calories";
import { useMaintenanceWeight } from "../api/get-maintenance-weight";
import { formatKcal, formatLb } from "../format";
import { unitNow } from "../../../lib/weight-unit";
import { Expenditure, Figure, Figures, MaintenanceCalories } from "./figures";
import { MaintenanceDialog } from "./maintenance-dialog";
import type { PhaseView } from "./phase-view";

/** Within this many lbs of the maintenance weight counts as holding it (docs/product.md section 9). */
const HOLDING_LB = 1;

function standing(start: number, trend: number | null): string {
  if (trend === null)
    return `Maintaining ${formatLb(start, 1)} ${unitNow()}. Weigh in each morning: your trend appears after a few weigh-ins.`;
  const drift = trend - start;
  const where =
    Math.abs(drift) <= HOLDING_LB
      ? "holding steady"
      : `${formatLb(Math.abs(drift), 1)} ${unitNow()} ${drift > 0 ? "above" : "below"} it`;
  return `Maintaining ${formatLb(start, 1)} ${unitNow()}. Your trend weight is ${formatLb(trend, 1)} ${unitNow()}: ${where}.`;
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
      standing: standing(w.data.startWeight, w.data.trendWeight),
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
      dialogs: w.data.trendWeight !== null && (
        <MaintenanceDialog
          due={w.data.offerMaintenanceChange}
          startWeight={w.data.startWeight}
          trendWeight={w.data.trendWeight}
          currentCalories={recCalories}
          proposedCalories={w.data.proposedCalories}
        />
      ),
    },
  };
}
