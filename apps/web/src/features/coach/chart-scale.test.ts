import { describe, expect, it } from "vitest";
import { dateTicks, tickDate, valueAxis } from "./chart-scale";

const gaps = (xs: number[]) => xs.slice(1).map((x, i) => Math.round((x - xs[i]!) * 100) / 100);

describe("the weight chart's axes", () => {
  it("puts value ticks at one round step apart, with room beyond the highest and lowest weigh-in", () => {
    const { domain, ticks } = valueAxis([198.2, 199.4, 201.9, 196.1]);
    // Whole pounds would need 9 ticks; every 2 lb fits in 6.
    expect(ticks).toEqual([194, 196, 198, 200, 202, 204]);
    expect(domain).toEqual([ticks[0], ticks.at(-1)]);
    expect(domain[0]).toBeLessThan(196.1);
    expect(domain[1]).toBeGreaterThan(201.9);
    // A weigh-in exactly on a round value still has a margin: 200 is not the axis's end.
    expect(valueAxis([200, 203]).domain[0]).toBeLessThan(200);
  });

  it("widens the step for a long cut rather than crowd the axis", () => {
    const { ticks } = valueAxis([180, 205.3]);
    expect(ticks).toEqual([170, 180, 190, 200, 210]);
    expect(new Set(gaps(valueAxis([150.2, 150.9]).ticks))).toEqual(new Set([0.5]));
  });

  it("puts date ticks a whole number of days apart, weekly ones on Mondays", () => {
    expect(dateTicks("2026-11-23", "2026-11-26")).toEqual([0, 1, 2, 3]);
    const weeks = dateTicks("2026-11-04", "2026-12-09");
    expect(new Set(gaps(weeks))).toEqual(new Set([14]));
    expect(weeks.map((x) => new Date(`${tickDate("2026-11-04", x)}T00:00:00Z`).getUTCDay())).toEqual(
      weeks.map(() => 1),
    );
    expect(dateTicks("2026-01-01", "2026-12-31").length).toBeLessThanOrEqual(5);
  });

  it("has one tick for a single day", () => {
    expect(dateTicks("2026-11-23", "2026-11-23")).toEqual([0]);
  });
});
