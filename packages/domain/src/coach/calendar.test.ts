import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, bulkEndDate, dateRange, daysBetween, isMonday, weekStart, weeksSince } from "./calendar";

describe("calendar on ISO dates", () => {
  it("counts days across month ends, a leap day and New Year", () => {
    expect(daysBetween("2024-02-28", "2024-03-01")).toBe(2);
    expect(daysBetween("2025-12-29", "2026-01-05")).toBe(7);
    expect(daysBetween("2026-01-05", "2025-12-29")).toBe(-7);
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
  });

  it("ends a bulk 16 or 32 weeks (112 or 224 days) after its start", () => {
    expect(bulkEndDate("2026-03-02", 16)).toBe("2026-06-22");
    expect(bulkEndDate("2026-03-02", 32)).toBe("2026-10-12");
  });

  it("ignores daylight saving: a March or October week is still 7 days", () => {
    expect(daysBetween("2026-03-23", "2026-03-30")).toBe(7);
    expect(daysBetween("2026-10-19", "2026-10-26")).toBe(7);
  });

  it("counts whole weeks from the start date, not week-of-year numbers", () => {
    // 2025-12-22 is ISO week 52; 2026-01-12 is ISO week 3: a week-number difference would be negative.
    expect(weeksSince("2025-12-22", "2026-01-12")).toBe(3);
    expect(weeksSince("2026-01-05", "2026-01-11")).toBe(0);
    expect(weeksSince("2026-01-05", "2026-01-12")).toBe(1);
    expect(weeksSince("2026-01-05", "2026-01-04")).toBe(-1);
  });

  it("knows Mondays and the Monday of a week", () => {
    expect(isMonday("2026-01-05")).toBe(true);
    expect(isMonday("2026-01-04")).toBe(false);
    expect(weekStart("2026-01-01")).toBe("2025-12-29");
    expect(weekStart("2026-01-04")).toBe("2025-12-29");
    expect(weekStart("2026-01-05")).toBe("2026-01-05");
  });

  it("lists a range of dates, both ends included", () => {
    expect(dateRange("2025-12-30", "2026-01-02")).toEqual(["2025-12-30", "2025-12-31", "2026-01-01", "2026-01-02"]);
    expect(dateRange("2026-01-02", "2026-01-01")).toEqual([]);
  });

  it("adds and counts days consistently for any date (property)", () => {
    const date = fc.date({ min: new Date("1990-01-01"), max: new Date("2090-12-31"), noInvalidDate: true });
    fc.assert(
      fc.property(date, fc.integer({ min: -2000, max: 2000 }), (d, n) => {
        const iso = d.toISOString().slice(0, 10);
        const later = addDays(iso, n);
        expect(daysBetween(iso, later)).toBe(n);
        expect(isMonday(weekStart(later))).toBe(true);
        expect(daysBetween(weekStart(later), later)).toBeGreaterThanOrEqual(0);
        expect(daysBetween(weekStart(later), later)).toBeLessThan(7);
      }),
    );
  });
});
