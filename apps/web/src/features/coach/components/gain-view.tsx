import { Text } from "@mantine/core";
import { useAdjustedCalories } from "../api/get-adjusted-calories";
import { useGainInfo } from "../api/get-gain-info";
import { useGainSummary } from "../api/get-gain-summary";
import { formatDate, formatKcal } from "../format";
import { planSentence, weekSentence } from "../standing";
import { ChangeFigures, Expenditure, Figure, Figures, MaintenanceCalories } from "./figures";
import { GainDialogs } from "./gain-dialogs";
import type { PhaseView } from "./phase-view";

/** The bulk: its target corrected for the trend, planned/expected/actual gain and its end. */
export function useGainView(date: string): PhaseView {
  const info = useGainInfo();
  const summary = useGainSummary(date);
  const adjusted = useAdjustedCalories(date);
  const reads = [info, summary, adjusted];
  if (!info.data || !summary.data || adjusted.data === undefined) return { reads, figures: null };
  const gain = info.data;
  const s = summary.data;
  return {
    reads,
    figures: {
      target: `${formatKcal(adjusted.data)} kcal`,
      standing: `${weekSentence("gain", s.weeksSinceStart, s.startDate)} ${planSentence("gain", s.plannedWeightGain, s.actualWeightGain, s.trendWeight, s.standing)}`,
      numbers: (
        <>
          <Figures>
            <MaintenanceCalories kcal={gain.maintenance_calories} />
            <Figure
              label="Bulking calories"
              value={`${formatKcal(gain.bulk_calories)} kcal`}
              hint="The expenditure your target is set from plus your surplus, before today's correction for your trend"
            />
          </Figures>
          <ChangeFigures
            kind="gain"
            planned={s.plannedWeightGain}
            expected={s.expectedWeightGain}
            expectedRange={s.expectedRange}
            actual={s.actualWeightGain}
          />
          <Expenditure expenditure={gain.expenditure} changeReason={gain.change_reason} />
          <Text size="sm" c="dark.7">
            {s.end_of_bulk ? `The bulk ends on ${formatDate(s.end_of_bulk)}.` : "The bulk has no fixed end."}
          </Text>
        </>
      ),
      startDate: s.startDate,
      missingDays: s.missingDays,
      dialogs: <GainDialogs summary={s} bulkCalories={gain.bulk_calories} adjusted={adjusted.data} />,
    },
  };
}
