import { describe, expect, it } from "vitest";
import { timeAxis } from "./time-axis";

const labels = (dates: string[]) => {
  const axis = timeAxis(dates);
  return axis.ticks.map(axis.label);
};

describe("the 1RM chart's time axis", () => {
  it("ticks months over a long span, the year on the first tick and where it changes", () => {
    expect(labels(["2025-09-10", "2026-11-20"])).toEqual(["Oct 2025", "Jan 2026", "Apr", "Jul", "Oct"]);
  });

  it("ticks days over a short span, and a single session at its date", () => {
    expect(labels(["2026-03-02", "2026-03-04"])).toEqual(["Mar 2, 2026", "Mar 3", "Mar 4"]);
    expect(labels(["2025-12-30", "2026-01-02"])).toEqual(["Dec 30, 2025", "Dec 31", "Jan 1, 2026", "Jan 2"]);
    expect(labels(["2026-03-02"])).toEqual(["Mar 2, 2026"]);
  });
});
