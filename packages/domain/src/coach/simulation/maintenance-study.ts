// Maintainers who eat the formula's maintenance (true maintenance ±8 % off it, so some drift and
// some hold): the 'Change Maintenance Calories' dialog on each Monday, the old check (the trend
// against the raw start weigh-in, over 1 lb) against the averages that know the noise.
import { addDays, daysBetween, isMonday } from "../calendar";
import { maintenanceDrift } from "../maintenance-drift";
import { trend } from "../trend";
import { offerMaintenanceChange } from "../triggers";
import { SIM_DAYS, simulateLifter } from "./lifters";
import type { Random } from "./random";

export interface MaintenanceMondays {
  /** Mondays the body is within 1 lb of the start, with a dialog (old, new) over their number. */
  steady: { old: number; new: number; of: number };
  /** Lifters whose body drifted over 2 lb, offered the dialog by the second Monday after (old, new). */
  drifted: { old: number; new: number; of: number };
}

export function maintenanceMondays(rng: Random, lifters: number): MaintenanceMondays {
  const out = { steady: { old: 0, new: 0, of: 0 }, drifted: { old: 0, new: 0, of: 0 } };
  for (let n = 0; n < lifters; n++) {
    const l = simulateLifter(rng, { name: "maintenance", kind: "bulk" }, (me) => me.formulaKcal);
    const start = l.logs.find((d) => d.weightLb !== null)?.weightLb ?? l.body.weightLb;
    let crossed: number | null = null;
    const caught = { old: false, new: false };
    for (let day = 7; day < SIM_DAYS; day++) {
      const onDate = addDays(l.startDate, day);
      const truth = l.tissueLb[day]! - l.tissueLb[0]!;
      if (crossed === null && Math.abs(truth) > 2) crossed = day;
      if (!isMonday(onDate)) continue;
      const days = l.logs.filter((d) => d.date <= onDate);
      const trendNow = trend(days).at(-1)?.trendLb ?? start;
      const old = offerMaintenanceChange({ onDate, driftLb: trendNow - start, seLb: 0 });
      const drift = maintenanceDrift({ days, startDate: l.startDate, onDate });
      const now = drift !== null && offerMaintenanceChange({ onDate, driftLb: drift.lb, seLb: drift.se });
      if (Math.abs(truth) < 1) {
        out.steady.of++;
        out.steady.old += old ? 1 : 0;
        out.steady.new += now ? 1 : 0;
      }
      if (crossed !== null && daysBetween(addDays(l.startDate, crossed), onDate) < 14) {
        caught.old ||= old;
        caught.new ||= now;
      }
    }
    if (crossed !== null && crossed < SIM_DAYS - 14) {
      out.drifted.of++;
      out.drifted.old += caught.old ? 1 : 0;
      out.drifted.new += caught.new ? 1 : 0;
    }
  }
  return out;
}
