// How far a maintenance phase has drifted: the mean of the last two weeks' weigh-ins against the
// mean of the phase's first week, each with readings over 4 lb off their window's median left out
// (docs/coach-model.md; decision 0045). One raw start weigh-in against the lagging trend, as before,
// carried that reading's noise into every Monday's check.
import { addDays } from "./calendar";
import type { DayLog } from "./trend";
import { maintenanceDrifted } from "./triggers";
import { windowGap, windowMean } from "./weight-windows";

/** The first week is the baseline; the check reads the last 14 days after it. */
const BASE_DAYS = 7;
const RECENT_DAYS = 14;

/** The drift on `onDate` (its own weigh-in counts), with its SE; null until each window has enough weigh-ins. */
export function maintenanceDrift(i: {
  days: readonly DayLog[];
  startDate: string;
  onDate: string;
}): { lb: number; se: number } | null {
  const afterBase = addDays(i.startDate, BASE_DAYS);
  const from = [afterBase, addDays(i.onDate, 1 - RECENT_DAYS)].sort().at(-1)!;
  const origin = i.startDate;
  const base = windowMean(i.days, { origin, from: i.startDate, to: addDays(afterBase, -1), minimum: 3 });
  const recent = windowMean(i.days, { origin, from, to: i.onDate, minimum: 5 });
  return base && recent ? windowGap(base, recent) : null;
}

/** Where a maintenance stands: too early to tell, holding, or drifted above or below its start. */
export type MaintenanceStanding = "early" | "steady" | "above" | "below";

/**
 * The sentence's standing on `onDate`, by the dialog's own rule (`maintenanceDrifted` on the same
 * drift), not the trend against the start over a flat 1 lb, which with no phase before started at
 * one raw reading and said 'above' where the dialog saw noise (decision 0114).
 */
export function maintenanceStanding(i: { days: readonly DayLog[]; startDate: string; onDate: string }): {
  standing: MaintenanceStanding;
  driftLb: number | null;
} {
  const drift = maintenanceDrift(i);
  if (drift === null) return { standing: "early", driftLb: null };
  const standing = !maintenanceDrifted(drift.lb, drift.se) ? "steady" : drift.lb > 0 ? "above" : "below";
  return { standing, driftLb: drift.lb };
}
