import "@mantine/charts/styles.css";
import { shownWeight, unitNow } from "../../../lib/weight-unit";
import { LineChart } from "@mantine/charts";
import type { HistoryDay } from "../api/get-history";
import { formatDay } from "../format";
import { dateTicks, tickDate, valueAxis } from "../chart-scale";
import { daysBetween } from "@ironpath/domain/coach/calendar";

// The chart's code (recharts) is its own chunk, loaded when a coach screen shows it.

const SERIES = [
  { name: "weight", label: "Weigh-in", color: "gray.7" },
  { name: "trend", label: "Trend", color: "indigo.8" },
  { name: "planned", label: "Plan", color: "orange.8", strokeDasharray: "6 4" },
];

const PHASE_NAMES: Record<HistoryDay["phase"], string> = { cut: "Cut", bulk: "Bulk", maintain: "Maintenance" };

const label = (date: string) => formatDay(date).replace(/^\w+, /, "");
/** A day offset on the axis as its date; the tooltip may ask before it points at a day. */
const dayLabel = (first: string, day: unknown) =>
  typeof day === "number" && Number.isFinite(day) ? label(tickDate(first, day)) : "";

/**
 * Daily weigh-ins as dots, the smoothed trend as a line, the plan dashed. The history is the
 * lifter's across goals (decision 0044): a line marks the day each new phase began.
 */
export function WeightChart({ days }: { days: readonly HistoryDay[] }) {
  const first = days[0]?.date ?? "1970-01-01";
  const last = days.at(-1)?.date ?? first;
  // Days are numbers on the axis, so ticks fall a whole number of days apart (issue 21, item 10).
  const x = (date: string) => daysBetween(first, date);
  const switches = days.filter((d, i) => i > 0 && d.phase !== days[i - 1]!.phase);
  // Each name at the top, ending at its own line: the last phase's stays inside the plot, two
  // phases' names do not run into each other, and no weigh-in's dot is written over (issue 21,
  // item 1). gray.7 keeps the names over 4.5:1 on white.
  const referenceLines = switches.map((d) => ({
    x: x(d.date),
    label: PHASE_NAMES[d.phase],
    labelPosition: "insideTopRight" as const,
    color: "gray.7",
  }));
  const data = days.map((d) => ({
    day: x(d.date),
    // Drawn in the lifter's unit (decision 0063).
    weight: d.weight === null ? null : shownWeight(d.weight),
    trend: d.trend === null ? null : Math.round(shownWeight(d.trend) * 10) / 10,
    planned: d.planned === null ? null : Math.round(shownWeight(d.planned) * 10) / 10,
  }));
  const values = data.flatMap((d) => [d.weight, d.trend, d.planned].filter((v): v is number => v !== null));
  const y = valueAxis(values);
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
      xAxisProps={{
        type: "number",
        domain: [0, x(last)],
        ticks: dateTicks(first, last),
        interval: 0,
        tickFormatter: (day: number) => dayLabel(first, day),
        // Room for the first and last weigh-in's dot inside the plot.
        padding: { left: 8, right: 12 },
      }}
      yAxisProps={{
        domain: y.domain,
        ticks: y.ticks,
        interval: 0,
        // Round values on the axis; the tooltip says "lbs".
        tickFormatter: (value: number) => String(value),
        width: 40,
      }}
      tooltipProps={{ labelFormatter: (day) => dayLabel(first, day) }}
      // Room above the top tick's label, which sits centred on the plot's top edge.
      lineChartProps={{ margin: { top: 12, right: 4 } }}
      tickLine="none"
      lineProps={(series) =>
        series.name === "weight"
          ? { strokeWidth: 0, dot: { r: 3, fillOpacity: 1 }, activeDot: { r: 5 } }
          : { dot: false, activeDot: false }
      }
    />
  );
}
