import { describe, expect, it } from "vitest";
import { InvalidError } from "../errors";
import { entryDate } from "./entry-date";

describe("entryDate", () => {
  const now = new Date("2026-12-31T23:30:00Z");

  it("is today in UTC when no date is sent", () => {
    expect(entryDate(undefined, { now })).toBe("2026-12-31");
  });

  it("accepts a date up to tomorrow in UTC, across New Year", () => {
    expect(entryDate("2025-06-01", { now })).toBe("2025-06-01");
    expect(entryDate("2027-01-01", { now })).toBe("2027-01-01");
  });

  it("refuses a date after tomorrow in words", () => {
    expect(() => entryDate("2027-01-02", { now })).toThrow(InvalidError);
    expect(() => entryDate("2027-01-02", { now })).toThrow("date 2027-01-02 is in the future");
  });

  it("names the call's own field for the date", () => {
    const refusal = (() => {
      try {
        entryDate("2027-01-02", { now, field: "missedDate" });
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(InvalidError);
    expect((refusal as InvalidError).fields).toEqual({ missedDate: "is in the future" });
  });
});
