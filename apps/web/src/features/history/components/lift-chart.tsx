import "@mantine/charts/styles.css";
import { LineChart } from "@mantine/charts";
import { type WeightUnit, shownWeight, unitNow } from "../../../lib/weight-unit";
import type { LiftPoint } from "../api/get-lift-progress";
import { formatDate } from "../format";
import { dateTime, timeAxis } from "../time-axis";

// The chart's code (recharts) is its own chunk, loaded when the History screen shows a lift.

const SERIES = [{ name: "e1rm", label: "Estimated 1RM", color: "indigo.8" }];

/**
 * The best estimated 1RM of each date, as a line with a dot per session, on a time axis: a point
 * sits where its date falls, and the ticks give the year where it changes (decision 0048).
 */
export function LiftChart({ points, unit }: { points: readonly LiftPoint[]; unit: WeightUnit }) {
  // Drawn in the lift's unit: its own, else the lifter's (decisions 0063, 0081).
  const data = points.map((p) => ({ time: dateTime(p.date), e1rm: shownWeight(p.e1rm, unit) }));
  const axis = timeAxis(points.map((p) => p.date));
  const dateOf = new Map(points.map((p) => [dateTime(p.date), p.date]));
  return (
    <LineChart
      h={220}
      data={data}
      dataKey="time"
      series={SERIES}
      curveType="linear"
      // Room on the right for half of the last tick's label ("Nov 2026" where the year changes).
      lineChartProps={{ margin: { right: 24 } }}
      valueFormatter={(value) => `${value} ${unitNow(unit)}`}
      xAxisProps={{
        type: "number",
        scale: "time",
        domain: axis.domain,
        ticks: axis.ticks,
        tickFormatter: axis.label,
        // Every tick of ours (at most five, spaced for a phone) is shown.
        interval: 0,
      }}
      tooltipProps={{
        labelFormatter: (time) => {
          const date = dateOf.get(Number(time));
          return date ? formatDate(date) : "";
        },
      }}
      yAxisProps={{
        domain: [(min: number) => Math.floor((min - 5) / 5) * 5, (max: number) => Math.ceil((max + 5) / 5) * 5],
        allowDecimals: false,
        // Whole numbers on the axis; the caption and the tooltip say the unit.
        tickFormatter: (value: number) => String(value),
        width: 40,
      }}
      tickLine="none"
      lineProps={{ dot: { r: 4, fillOpacity: 1 }, activeDot: { r: 6 } }}
    />
  );
}
