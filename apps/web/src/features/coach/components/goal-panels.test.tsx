import { describe, expect, it } from "vitest";
import { bulkEndFromToday } from "./gain-goal-fields";
import { expectedMaximumLoss } from "./loss-goal-fields";

describe("goal screen figures", () => {
  it("expects at most the weekly amount × 12, rounded down", () => {
    expect(expectedMaximumLoss(1.25)).toBe(15);
    expect(expectedMaximumLoss(0.75)).toBe(9);
    expect(expectedMaximumLoss(1.33)).toBe(15);
  });

  it("dates the bulk's end 16 and 32 weeks from today (the product's offsets in ms)", () => {
    const now = new Date(2026, 2, 2, 9, 0);
    expect(bulkEndFromToday(16, now)).toBe("2026-06-22");
    expect(bulkEndFromToday(32, now)).toBe("2026-10-12");
  });

  it("dates the end from the local today, late at night across a clock change", () => {
    // 23:30 local on 2026-03-07, the evening before US clocks go forward: 112 days of 24 h from
    // that instant land at 00:30 on 2026-06-28 local; the date the server stores is 2026-06-27.
    const zone = process.env.TZ;
    process.env.TZ = "America/New_York";
    try {
      const now = new Date(2026, 2, 7, 23, 30);
      expect(bulkEndFromToday(16, now)).toBe("2026-06-27");
    } finally {
      process.env.TZ = zone;
    }
  });
});
