import "@mantine/charts/styles.css";
import { LineChart } from "@mantine/charts";
import type { LiftPoint } from "../api/get-lift-progress";

// The chart's code (recharts) is its own chunk, loaded when the History screen shows a lift.

const SERIES = [{ name: "e1rm", label: "Estimated 1RM", color: "indigo.8" }];

const shortDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** The best estimated 1RM of each date, as a line with a dot per session. */
export function LiftChart({ points }: { points: readonly LiftPoint[] }) {
  const data = points.map((p) => ({ day: shortDate(p.date), e1rm: p.e1rm }));
  return (
    <LineChart
      h={220}
      data={data}
      dataKey="day"
      series={SERIES}
      curveType="linear"
      valueFormatter={(value) => `${value} lbs`}
      yAxisProps={{
        domain: [(min: number) => Math.floor((min - 5) / 5) * 5, (max: number) => Math.ceil((max + 5) / 5) * 5],
        allowDecimals: false,
        // Whole pounds on the axis; the caption and the tooltip say "lbs".
        tickFormatter: (value: number) => String(value),
        width: 40,
      }}
      tickLine="none"
      lineProps={{ dot: { r: 4, fillOpacity: 1 }, activeDot: { r: 6 } }}
    />
  );
}
