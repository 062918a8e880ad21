import { describe, expect, it } from "vitest";
import { COACH_HISTORY_DAYS, phaseStartDate, readingDate } from "./coach-date";

describe("the dates a coach call may name", () => {
  const now = new Date("2026-11-26T12:00:00Z");

  it("reads a phase on today, tomorrow (the furthest time zone) and any day since its start", () => {
    expect(readingDate("2026-11-26", "2026-10-01", now)).toBe("2026-11-26");
    expect(readingDate("2026-11-27", "2026-10-01", now)).toBe("2026-11-27");
    expect(readingDate("2026-10-01", "2026-10-01", now)).toBe("2026-10-01");
  });

  it("refuses a reading in the future in words, however far: no work follows the date", () => {
    for (const date of ["2026-11-28", "2100-01-01", "9999-12-31"]) {
      expect(() => readingDate(date, "2026-10-01", now)).toThrow(`date ${date} is in the future`);
    }
  });

  it("answers a date before the start as of the start", () => {
    expect(readingDate("1970-01-01", "2026-10-01", now)).toBe("2026-10-01");
    expect(readingDate("2026-09-30", "2026-10-01", now)).toBe("2026-10-01");
  });

  it("starts a phase today, on a past day up to a year back, never earlier or in the future", () => {
    expect(phaseStartDate(undefined, now)).toBe("2026-11-26");
    expect(phaseStartDate("2026-11-25", now)).toBe("2026-11-25");
    expect(COACH_HISTORY_DAYS).toBe(365);
    expect(phaseStartDate("2025-11-26", now)).toBe("2025-11-26");
    expect(() => phaseStartDate("2025-11-25", now)).toThrow("date 2025-11-25 is more than a year ago");
    expect(() => phaseStartDate("1970-01-01", now)).toThrow("is more than a year ago");
    expect(() => phaseStartDate("2026-11-28", now)).toThrow("is in the future");
  });
});
