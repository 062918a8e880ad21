import { addDays, daysBetween, weekday } from "@ironpath/domain/coach/calendar";

// The weight chart's axes (issue 21, item 10): ticks at even steps of value and of date, and room at
// the edges so no weigh-in's dot is cut by the plot's border at 375 px.

/** At most this many labels fit under a 375 px chart ("Nov 23" is ~45 px). */
const MAX_DATE_TICKS = 5;
const MAX_VALUE_TICKS = 6;
const DAY_STEPS = [1, 2, 7, 14, 28, 56, 91, 182, 364];
const VALUE_STEPS = [0.5, 1, 2, 5, 10, 20, 25, 50, 100];

/** Day offsets from `first` for date ticks a whole number of days apart (weeks start on Mondays). */
export function dateTicks(first: string, last: string): number[] {
  const span = Math.max(0, daysBetween(first, last));
  const step = DAY_STEPS.find((s) => Math.floor(span / s) + 1 <= MAX_DATE_TICKS) ?? DAY_STEPS.at(-1)!;
  // Weekly or longer steps fall on Mondays, the week's start in the product.
  const start = step % 7 === 0 ? (8 - weekday(first)) % 7 : 0;
  const ticks: number[] = [];
  for (let x = start; x <= span; x += step) ticks.push(x);
  return ticks;
}

/** The date of a day offset. */
export const tickDate = (first: string, x: number) => addDays(first, x);

/**
 * A value axis with even ticks: the step is the smallest round one giving at most MAX_VALUE_TICKS,
 * and the ends lie a step's margin beyond the data where a dot would otherwise touch them.
 */
export function valueAxis(values: readonly number[]): { domain: [number, number]; ticks: number[] } {
  const min = Math.min(...values);
  const max = Math.max(...values);
  if (!Number.isFinite(min)) return { domain: [0, 1], ticks: [0, 1] };
  // A dot (radius 3 px in a ~180 px plot) needs about 3 % of the span clear of each end.
  const pad = Math.max(0.2, 0.04 * (max - min));
  const fits = (step: number) => Math.ceil((max + pad) / step) - Math.floor((min - pad) / step) + 1 <= MAX_VALUE_TICKS;
  const step = VALUE_STEPS.find(fits) ?? VALUE_STEPS.at(-1)!;
  const lo = Math.floor((min - pad) / step) * step;
  const hi = Math.ceil((max + pad) / step) * step;
  const ticks: number[] = [];
  for (let v = lo; v <= hi + step / 1000; v += step) ticks.push(Math.round(v * 100) / 100);
  return { domain: [lo, hi], ticks };
}
