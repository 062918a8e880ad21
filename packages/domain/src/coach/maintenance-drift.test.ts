import { describe, expect, it } from "vitest";
import { addDays } from "./calendar";
import { maintenanceDrift, maintenanceStanding } from "./maintenance-drift";
import { type DayLog, trend } from "./trend";
import { offerMaintenanceChange } from "./triggers";

const START = "2026-01-05"; // a Monday
/** Weigh-ins around `weight(day)` with the scale's ±0.6 lb day to day, and a first reading `first` lb off. */
const maintainer = (days: number, weight: (d: number) => number, first = 0): DayLog[] =>
  Array.from({ length: days }, (_, d) => ({
    date: addDays(START, d),
    weightLb:
      Math.round((weight(d) + [0.6, -0.2, -0.6, 0.3, 0.1, -0.4, 0.5][d % 7]! + (d === 0 ? first : 0)) * 10) / 10,
    calories: 2800,
    steps: null,
  }));
const check = (days: DayLog[], onDay: number) => {
  const onDate = addDays(START, onDay);
  const drift = maintenanceDrift({ days: days.filter((d) => d.date <= onDate), startDate: START, onDate });
  return drift !== null && offerMaintenanceChange({ onDate, driftLb: drift.lb, seLb: drift.se });
};

describe("the maintenance drift (issue 21, item 3)", () => {
  it("stays shut for a steady lifter whose start weigh-in was a low reading, where the old check fired", () => {
    const days = maintainer(29, () => 180, -2);
    const points = trend(days);
    // Before: that raw start reading against the trend, over a flat 1 lb.
    expect(Math.abs(points.at(-1)!.trendLb - days[0]!.weightLb!)).toBeGreaterThan(1);
    expect([14, 21, 28].map((d) => check(days, d))).toEqual([false, false, false]);
  });

  it("catches a real drift of 3 lb, either way", () => {
    const up = maintainer(29, (d) => 180 + Math.min(3, (3 * d) / 21));
    const down = maintainer(29, (d) => 180 - Math.min(3, (3 * d) / 21));
    expect(check(up, 28)).toBe(true);
    expect(check(down, 28)).toBe(true);
  });

  it("waits for a week of baseline and a week after it", () => {
    const days = maintainer(8, (d) => 180 + d);
    expect(maintenanceDrift({ days, startDate: START, onDate: addDays(START, 6) })).toBeNull();
    expect(maintenanceDrift({ days: days.slice(0, 7), startDate: START, onDate: addDays(START, 7) })).toBeNull();
  });
});

describe("the maintenance sentence's standing, by the dialog's rule (decision 0114)", () => {
  const standingOn = (days: DayLog[], onDay: number) => {
    const onDate = addDays(START, onDay);
    return maintenanceStanding({ days: days.filter((d) => d.date <= onDate), startDate: START, onDate }).standing;
  };

  it("says steady for a steady lifter with no phase before whose first reading was 2 lb low", () => {
    const days = maintainer(29, () => 180, -2);
    // The trend starts at that one reading and sits over 1 lb above it: the flat rule said 'above'.
    expect(trend(days).at(-1)!.trendLb - trend(days)[0]!.trendLb).toBeGreaterThan(1);
    expect([14, 15, 21, 28].map((d) => standingOn(days, d))).toEqual(["steady", "steady", "steady", "steady"]);
  });

  it("says above or below on every day the dialog would ask on a Monday", () => {
    const up = maintainer(29, (d) => 180 + Math.min(3, (3 * d) / 21));
    const down = maintainer(29, (d) => 180 - Math.min(3, (3 * d) / 21));
    expect([standingOn(up, 28), standingOn(down, 28)]).toEqual(["above", "below"]);
    // On a Monday the dialog asks exactly when the sentence says the weight has moved.
    for (const days of [up, down, maintainer(29, () => 180, -2)])
      for (const d of [7, 14, 21, 28]) expect(check(days, d)).toBe(["above", "below"].includes(standingOn(days, d)));
  });

  it("is too early to tell until each window has its weigh-ins", () => {
    expect(
      standingOn(
        maintainer(8, () => 180),
        6,
      ),
    ).toBe("early");
  });
});
