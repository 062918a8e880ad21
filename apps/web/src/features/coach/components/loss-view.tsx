import { Alert } from "@mantine/core";
import { useLossInfo } from "../api/get-loss-info";
import { useLossSummary } from "../api/get-loss-summary";
import { useStepRecommendation } from "../api/get-step-recommendation";
import { formatKcal } from "../format";
import { planSentence, weekSentence } from "../standing";
import { ChangeFigures, Expenditure, Figure, Figures, MaintenanceCalories } from "./figures";
import { LossDialogs } from "./loss-dialogs";
import type { PhaseView } from "./phase-view";

const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The cut: its target and steps, planned/expected/actual loss and the floor. */
export function useLossView(date: string): PhaseView {
  const info = useLossInfo();
  const summary = useLossSummary(date);
  const steps = useStepRecommendation(timeZone());
  const reads = [info, summary, steps];
  if (!info.data || !summary.data || !steps.data) return { reads, figures: null };
  const loss = info.data;
  const s = summary.data;
  const stepsPerDay = steps.data.stepsPerDay.toLocaleString("en-US");
  return {
    reads,
    figures: {
      target: `${formatKcal(loss.deficit_calories)} kcal`,
      aside: { label: "Steps today", value: stepsPerDay },
      standing: `${weekSentence("loss", s.weeksSinceStart, s.startDate)} ${planSentence("loss", s.plannedWeightLoss, s.actualWeightLoss, s.trendWeight, s.standing)}`,
      numbers: (
        <>
          <Figures>
            <MaintenanceCalories kcal={loss.maintenance_calories} />
            <Figure
              label="Cutting calories"
              value={`${formatKcal(loss.deficit_calories)} kcal`}
              hint="Your daily target"
            />
            <Figure label="Recommended steps per day" value={stepsPerDay} hint={steps.data.reason} />
          </Figures>
          {loss.floor && (
            <Alert color="yellow" variant="light" title="Your target is at the floor">
              {loss.floor}
            </Alert>
          )}
          <ChangeFigures
            kind="loss"
            planned={s.plannedWeightLoss}
            expected={s.expectedWeightLoss}
            expectedRange={s.expectedRange}
            actual={s.actualWeightLoss}
          />
          <Expenditure expenditure={loss.expenditure} changeReason={loss.change_reason} />
        </>
      ),
      startDate: s.startDate,
      missingDays: s.missingDays,
      dialogs: <LossDialogs summary={s} />,
    },
  };
}
