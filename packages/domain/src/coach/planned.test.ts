import { describe, expect, it } from "vitest";
import { plannedChange } from "./planned";

describe("planned change", () => {
  it("loses the weekly rate each week of a cut (vector 10)", () => {
    expect(180 + plannedChange("cut", 1, 84)).toBeCloseTo(168.0, 6);
    expect(plannedChange("cut", 1.5, 7)).toBeCloseTo(-1.5, 6);
    expect(plannedChange("cut", 1, 0)).toBe(-0);
  });

  it("gains the monthly rate over an average month of a bulk", () => {
    expect(plannedChange("bulk", 2, 365.25 / 12)).toBeCloseTo(2, 6);
    expect(plannedChange("bulk", 2, 7)).toBeCloseTo(0.46, 2);
    expect(plannedChange("bulk", 3, 16 * 7)).toBeCloseTo(11.04, 2);
  });
});
