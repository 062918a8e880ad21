import { describe, expect, it } from "vitest";
import { isoWeek } from "./iso-week";
import { dateIn, isTimeZone, timeZoneSchema } from "./time-zone";

describe("time zones", () => {
  it("knows IANA names and refuses others in words", () => {
    expect(isTimeZone("Europe/Paris")).toBe(true);
    expect(isTimeZone("America/Argentina/Buenos_Aires")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(isTimeZone("")).toBe(false);
    expect(timeZoneSchema.safeParse("Not/AZone").error?.issues[0]?.message).toMatch(/IANA time zone/);
  });

  it("gives the date it is in a zone, across the date line", () => {
    const now = new Date("2026-12-31T23:30:00Z");
    expect(dateIn("UTC", now)).toBe("2026-12-31");
    expect(dateIn("Pacific/Auckland", now)).toBe("2027-01-01");
    expect(dateIn("America/Los_Angeles", now)).toBe("2026-12-31");
  });
});

describe("ISO week numbers", () => {
  it("follow ISO 8601 around New Year", () => {
    expect(isoWeek("2026-01-01")).toBe(1);
    expect(isoWeek("2026-12-28")).toBe(53);
    expect(isoWeek("2027-01-03")).toBe(53);
    expect(isoWeek("2027-01-04")).toBe(1);
    expect(isoWeek("2026-11-23")).toBe(48);
  });
});
