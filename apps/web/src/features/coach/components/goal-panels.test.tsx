import { describe, expect, it } from "vitest";
import { bulkEndDate } from "./gain-goal-fields";
import { expectedMaximumLoss } from "./loss-goal-fields";

describe("goal screen figures", () => {
  it("expects at most the weekly amount × 12, rounded down", () => {
    expect(expectedMaximumLoss(1.25)).toBe(15);
    expect(expectedMaximumLoss(0.75)).toBe(9);
    expect(expectedMaximumLoss(1.33)).toBe(15);
  });

  it("dates the bulk's end 16 and 32 weeks from today (the product's offsets in ms)", () => {
    const now = new Date(2026, 2, 2, 9, 0);
    expect(bulkEndDate(16, now)).toBe("2026-06-22");
    expect(bulkEndDate(32, now)).toBe("2026-10-12");
  });
});
