import { describe, expect, it } from "vitest";
import {
  isEndOfBulk,
  offerBulkAdjustment,
  offerEndOfCut,
  offerMaintenanceCalories,
  offerMaintenanceChange,
} from "./triggers";

// A cut started on Monday 2025-12-15; its Mondays cross New Year (ISO week 51 → week 3).
const START = "2025-12-15";
const MONDAY = { 0: "2025-12-15", 1: "2025-12-22", 2: "2025-12-29", 3: "2026-01-05", 4: "2026-01-12" } as const;
const SUNDAY_WEEK_3 = "2026-01-11";

describe("'Maintenance Calories' (cut, weeks 1–3)", () => {
  const behind = (onDate: string, expectedLossLb = 2, actualLossLb = 1, rateSeLb?: number) =>
    offerMaintenanceCalories({ onDate, startDate: START, expectedLossLb, actualLossLb, rateSeLb });

  it("opens on the Mondays of weeks 1 to 3 only, across New Year", () => {
    expect([0, 1, 2, 3, 4].map((w) => behind(MONDAY[w as 0]))).toEqual([false, true, true, true, false]);
  });

  it("stays shut on a Sunday", () => {
    expect(behind(SUNDAY_WEEK_3)).toBe(false);
  });

  it("needs a gap over 0.5 lb: exactly 0.5 is not enough", () => {
    expect(behind(MONDAY[2], 2.0, 1.5)).toBe(false);
    expect(behind(MONDAY[2], 1.3, 0.8)).toBe(false);
    expect(behind(MONDAY[2], 2.01, 1.5)).toBe(true);
  });

  it("stays shut when the lifter is ahead of the logs", () => {
    expect(behind(MONDAY[2], 1, 3)).toBe(false);
  });

  it("needs the gap to clear 1.5 standard errors when they are larger", () => {
    expect(behind(MONDAY[2], 2, 1.1, 0.6)).toBe(false);
    expect(behind(MONDAY[2], 2, 1.09, 0.6)).toBe(true);
    expect(behind(MONDAY[2], 2, 1.49, 0.2)).toBe(true);
  });
});

describe("'End of Cutting Phase'", () => {
  it("opens on the Monday after 12 whole weeks, not at 12", () => {
    expect(offerEndOfCut({ startDate: "2025-10-13", onDate: "2026-01-05" })).toBe(false); // 12 weeks
    expect(offerEndOfCut({ startDate: "2025-10-13", onDate: "2026-01-12" })).toBe(true); // 13 weeks
    expect(offerEndOfCut({ startDate: "2025-10-13", onDate: "2026-01-18" })).toBe(false); // a Sunday
  });

  it("counts whole weeks from a mid-week start", () => {
    expect(offerEndOfCut({ startDate: "2025-10-15", onDate: "2026-01-12" })).toBe(false); // 12 weeks 5 days
    expect(offerEndOfCut({ startDate: "2025-10-15", onDate: "2026-01-19" })).toBe(true);
  });
});

describe("'Change Weight Gain Calories' (bulk, weeks 1–3)", () => {
  const off = (onDate: string, expectedGainLb: number, actualGainLb: number, rateSeLb?: number) =>
    offerBulkAdjustment({ onDate, startDate: START, expectedGainLb, actualGainLb, rateSeLb });

  it("opens either way on the Mondays of weeks 1 to 3", () => {
    expect([0, 1, 2, 3, 4].map((w) => off(MONDAY[w as 0], 1.5, 0.5))).toEqual([false, true, true, true, false]);
    expect(off(MONDAY[1], 0.5, 1.5)).toBe(true);
    expect(off(SUNDAY_WEEK_3, 0.5, 1.5)).toBe(false);
  });

  it("needs a gap over 0.5 lb in either direction", () => {
    expect(off(MONDAY[3], 1.5, 1.0)).toBe(false);
    expect(off(MONDAY[3], 1.0, 1.5)).toBe(false);
    expect(off(MONDAY[3], 1.0, 1.51)).toBe(true);
    expect(off(MONDAY[3], 1.0, 2.85, 1)).toBe(false); // 1.85 SE either way (decision 0105)
    expect(off(MONDAY[3], 1.0, 2.86, 1)).toBe(true);
    expect(off(MONDAY[3], 2.86, 1.0, 1)).toBe(true);
  });
});

describe("'End of Bulk'", () => {
  it("opens on the end date and after it, on any weekday", () => {
    expect(isEndOfBulk({ onDate: "2025-12-31", endOfBulk: "2026-01-01" })).toBe(false);
    expect(isEndOfBulk({ onDate: "2026-01-01", endOfBulk: "2026-01-01" })).toBe(true);
    expect(isEndOfBulk({ onDate: "2026-02-14", endOfBulk: "2026-01-01" })).toBe(true);
  });

  it("never opens for a bulk without an end", () => {
    expect(isEndOfBulk({ onDate: "2099-01-01", endOfBulk: null })).toBe(false);
  });
});

describe("'Change Maintenance Calories'", () => {
  const drift = (onDate: string, weightLb: number, seLb?: number) =>
    offerMaintenanceChange({ onDate, driftLb: weightLb - 175, seLb });

  it("opens on a Monday when the weight is more than 1 lb away, either way", () => {
    expect(drift(MONDAY[3], 176.01)).toBe(true);
    expect(drift(MONDAY[3], 173.99)).toBe(true);
  });

  it("stays shut at exactly 1 lb and on a Sunday", () => {
    expect(drift(MONDAY[3], 176)).toBe(false);
    expect(drift(MONDAY[3], 174)).toBe(false);
    expect(drift(SUNDAY_WEEK_3, 178)).toBe(false);
  });

  it("needs the drift to clear 1.6 standard errors of the averages it compares", () => {
    expect(drift(MONDAY[3], 176.5, 1)).toBe(false);
    expect(drift(MONDAY[3], 176.7, 1)).toBe(true);
  });
});
