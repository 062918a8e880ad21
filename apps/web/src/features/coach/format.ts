import { formatLongDate } from "@ironpath/domain/coach/calendar";
import { shownKcal } from "@ironpath/domain/coach/shown-kcal";

// How the coach writes its numbers and dates (docs/product.md section 9: loss and gain figures with 2
// decimals, the maintenance average with 1; docs/design.md section 5: the expenditure with its range).

const whole = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** 2450.7 → "2,450": every calorie figure is shown the one way the domain rounds them (down). */
export function formatKcal(kcal: number): string {
  return whole.format(shownKcal(kcal));
}

/** 1.5 → "1.50" with `decimals` fixed digits. */
export function formatLb(lb: number, decimals = 2): string {
  return lb.toFixed(decimals);
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
