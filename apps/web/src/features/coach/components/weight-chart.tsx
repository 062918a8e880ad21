import "@mantine/charts/styles.css";
import { LineChart } from "@mantine/charts";
import type { HistoryDay } from "../api/get-history";
import { formatDay } from "../format";

// The chart's code (recharts) is its own chunk, loaded when a coach screen shows it.

const SERIES = [
  { name: "weight", label: "Weigh-in", color: "gray.7" },
  { name: "trend", label: "Trend", color: "indigo.8" },
  { name: "planned", label: "Plan", color: "orange.8", strokeDasharray: "6 4" },
];

/** Daily weigh-ins as dots, the smoothed trend as a line, the plan dashed. */
export function WeightChart({ days }: { days: readonly HistoryDay[] }) {
  const data = days.map((d) => ({
    day: formatDay(d.date).replace(/^\w+, /, ""),
    weight: d.weight,
    trend: d.trend === null ? null : Math.round(d.trend * 10) / 10,
    planned: d.planned === null ? null : Math.round(d.planned * 10) / 10,
  }));
  return (
    <LineChart
      h={220}
      data={data}
      dataKey="day"
      series={SERIES}
      curveType="monotone"
      withLegend
      legendProps={{ verticalAlign: "bottom" }}
      connectNulls
      valueFormatter={(value) => `${value} lbs`}
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
