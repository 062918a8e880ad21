import { describe, expect, it } from "vitest";
import { inSessionOrder } from "./previous-weights";

const entry = (performedOn: string, programName: string, setIndex: number, loggedAt: string) => ({
  performedOn,
  programName,
  setIndex,
  loggedAt,
});

describe("previous weights in session order", () => {
  it("puts the newest date first, a date's programs by name, a session's sets in order", () => {
    const read = [
      entry("2026-11-20", "Beta", 2, "2026-11-20T10:02:00Z"),
      entry("2026-11-20", "Beta", 1, "2026-11-20T10:01:00Z"),
      entry("2026-11-20", "Alpha", 1, "2026-11-20T09:00:00Z"),
      entry("2026-11-22", "Beta", 0, "2026-11-22T08:00:00Z"),
      entry("2026-11-18", "Beta", 1, "2026-11-18T08:00:00Z"),
    ];
    expect(inSessionOrder(read).map((e) => `${e.performedOn} ${e.programName} ${e.setIndex}`)).toEqual([
      "2026-11-22 Beta 0",
      "2026-11-20 Alpha 1",
      "2026-11-20 Beta 1",
      "2026-11-20 Beta 2",
      "2026-11-18 Beta 1",
    ]);
  });

  it("orders two rows of one lift on one day by when each set was logged, names by code unit", () => {
    const read = [
      entry("2026-11-20", "beta", 1, "2026-11-20T10:05:00Z"),
      entry("2026-11-20", "Beta", 1, "2026-11-20T10:09:00Z"),
      entry("2026-11-20", "Beta", 1, "2026-11-20T10:01:00Z"),
    ];
    expect(inSessionOrder(read).map((e) => `${e.programName} ${e.loggedAt.slice(11, 16)}`)).toEqual([
      "Beta 10:01",
      "Beta 10:09",
      "beta 10:05",
    ]);
  });
});
