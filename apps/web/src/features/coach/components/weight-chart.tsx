import "@mantine/charts/styles.css";
import { shownWeight, unitNow } from "../../../lib/weight-unit";
import { LineChart } from "@mantine/charts";
import type { HistoryDay } from "../api/get-history";
import { formatDay } from "../format";

// The chart's code (recharts) is its own chunk, loaded when a coach screen shows it.

const SERIES = [
  { name: "weight", label: "Weigh-in", color: "gray.7" },
  { name: "trend", label: "Trend", color: "indigo.8" },
  { name: "planned", label: "Plan", color: "orange.8", strokeDasharray: "6 4" },
];

const PHASE_NAMES: Record<HistoryDay["phase"], string> = { cut: "Cut", bulk: "Bulk", maintain: "Maintenance" };

const label = (date: string) => formatDay(date).replace(/^\w+, /, "");

/**
 * Daily weigh-ins as dots, the smoothed trend as a line, the plan dashed. The history is the
 * lifter's across goals (decision 0044): a line marks the day each new phase began.
 */
export function WeightChart({ days }: { days: readonly HistoryDay[] }) {
  const switches = days.filter((d, i) => i > 0 && d.phase !== days[i - 1]!.phase);
  const referenceLines = switches.map((d) => ({ x: label(d.date), label: PHASE_NAMES[d.phase], color: "gray.6" }));
  const data = days.map((d) => ({
    day: label(d.date),
    // Drawn in the lifter's unit (decision 0063).
    weight: d.weight === null ? null : shownWeight(d.weight),
    trend: d.trend === null ? null : Math.round(shownWeight(d.trend) * 10) / 10,
    planned: d.planned === null ? null : Math.round(shownWeight(d.planned) * 10) / 10,
  }));
  return (
    <LineChart
      h={220}
      data={data}
      dataKey="day"
      series={SERIES}
      referenceLines={referenceLines}
      curveType="monotone"
      withLegend
      legendProps={{ verticalAlign: "bottom" }}
      connectNulls
      valueFormatter={(value) => `${value} ${unitNow()}`}
      yAxisProps={{
        domain: [(min: number) => Math.floor(min - 1), (max: number) => Math.ceil(max + 1)],
        allowDecimals: false,
        // Whole pounds on the axis; the tooltip says "lbs".
        tickFormatter: (value: number) => String(value),
        width: 36,
      }}
      tickLine="none"
      lineProps={(series) =>
        series.name === "weight"
          ? { strokeWidth: 0, dot: { r: 3, fillOpacity: 1 }, activeDot: { r: 5 } }
          : { dot: false, activeDot: false }
      }
    />
  );
}
