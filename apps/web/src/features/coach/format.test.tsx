import { describe, expect, it } from "vitest";
import { formatDate, formatExpenditure, formatKcal, formatLb } from "./format";

describe("coach formats", () => {
  it("writes calories rounded down with separators and the expenditure with its range", () => {
    expect(formatKcal(2450.9)).toBe("2,450");
    // The expenditure is the same figure as maintenance: rounded down too.
    expect(formatExpenditure({ kcal: 2449.6, sd: 119.5 })).toBe("2,449 ± 120 kcal");
  });

  it("writes weights with fixed decimals", () => {
    expect(formatLb(1.5)).toBe("1.50");
    expect(formatLb(180.26, 1)).toBe("180.3");
  });

  it("reads an ISO date as that calendar day in any time zone", () => {
    expect(formatDate("2026-03-02")).toBe("Mon, Mar 2, 2026");
  });
});
