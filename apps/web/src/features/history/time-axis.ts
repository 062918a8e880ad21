import { DAY_MS } from "@ironpath/domain/days";

// The estimated-1RM chart's time axis (decision 0048): a date is placed by its time, so points sit
// as far apart as the days between them, and the ticks say the year wherever it changes.

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** Months between ticks, the shortest first that keeps the axis readable on a phone. */
const MONTH_STEPS = [1, 2, 3, 6, 12, 24, 60];
/** Days between ticks when the points span less than two months' starts. */
const DAY_STEPS = [1, 2, 7, 14, 28];

/** A calendar date's time on the axis: its midnight in UTC (no time zone moves a date). */
export const dateTime = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

export interface TimeAxis {
  /** The axis' first and last time: the points' own, with a margin so the end dots are whole. */
  domain: [number, number];
  ticks: number[];
  /** Each tick's words: "Sep", "Sep 2025" where the year changes (and on the first), or "Mar 2". */
  label: (time: number) => string;
}

function monthTicks(from: number, to: number, step: number): number[] {
  const start = new Date(from);
  const ticks: number[] = [];
  for (let m = start.getUTCFullYear() * 12 + start.getUTCMonth(); ; m += 1) {
    const time = Date.UTC(Math.floor(m / 12), m % 12, 1);
    if (time > to) return ticks;
    if (time >= from && m % step === 0) ticks.push(time);
  }
}

function dayTicks(from: number, to: number, step: number): number[] {
  const ticks: number[] = [];
  for (let time = from; time <= to; time += step * DAY_MS) ticks.push(time);
  return ticks;
}

/** The axis for points on these dates (yyyy-mm-dd, any order, at least one), with at most `maxTicks` ticks. */
export function timeAxis(dates: readonly string[], maxTicks = 5): TimeAxis {
  const times = dates.map(dateTime);
  const first = Math.min(...times);
  const last = Math.max(...times);
  const margin = Math.max((last - first) * 0.05, DAY_MS);
  const domain: [number, number] = [first - margin, last + margin];

  // Ticks between the first point and the last, so no label hangs off the chart's right edge.
  let ticks = MONTH_STEPS.map((step) => monthTicks(first, last, step)).find((t) => t.length <= maxTicks);
  const byMonth = ticks !== undefined && ticks.length >= 2;
  if (!byMonth) ticks = DAY_STEPS.map((step) => dayTicks(first, last, step)).find((t) => t.length <= maxTicks);
  const shown = ticks ?? [first];

  const labels = new Map<number, string>();
  shown.forEach((time, i) => {
    const date = new Date(time);
    const year = date.getUTCFullYear();
    const previous = i > 0 ? new Date(shown[i - 1] as number).getUTCFullYear() : null;
    const month = MONTHS[date.getUTCMonth()] as string;
    const text = byMonth ? month : `${month} ${date.getUTCDate()}`;
    labels.set(time, year === previous ? text : `${text}${byMonth ? "" : ","} ${year}`);
  });
  return { domain, ticks: shown, label: (time) => labels.get(time) ?? "" };
}
