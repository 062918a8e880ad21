import { formatLongDate } from "@ironpath/domain/coach/calendar";
import { shownKcal } from "@ironpath/domain/coach/shown-kcal";
import { currentUnit, fromPounds } from "../../lib/weight-unit";

// How the coach writes its numbers and dates (docs/product.md section 9: loss and gain figures with 2
// decimals, the maintenance average with 1; docs/design.md section 5: the expenditure with its range).

const whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** 2450.7 → "2,450": every calorie figure is shown the one way the domain rounds them (down). */
export function formatKcal(kcal: number): string {
  return whole.format(shownKcal(kcal));
}

/** 1.234 → 1.23: a weight change as the coach's answers send it. */
export const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * A body weight or change from the calls (pounds) in the lifter's unit, with `decimals` fixed
 * digits: 1.5 → "1.50" (lbs), or "0.68" (kg). The word after it is unitNow() (decision 0063).
 */
export function formatLb(lb: number, decimals = 2): string {
  return fromPounds(lb, currentUnit(), decimals).toFixed(decimals);
}

/** The expenditure estimate and its spread, e.g. "2,450 ± 120 kcal". */
export function formatExpenditure(expenditure: { kcal: number; sd: number }): string {
  return `${formatKcal(expenditure.kcal)} ± ${whole.format(Math.round(expenditure.sd))} kcal`;
}

const shortDate = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

/** "2026-03-02" → "Mon, Mar 2, 2026": the domain's, so the server's messages name dates the same way. */
export const formatDate = formatLongDate;

/** "2026-03-02" → "Mon, Mar 2". */
export function formatDay(iso: string): string {
  return shortDate.format(new Date(`${iso}T00:00:00Z`));
}
