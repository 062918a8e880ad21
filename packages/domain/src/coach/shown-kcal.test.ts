import { describe, expect, it } from "vitest";
import { shownKcal } from "./shown-kcal";
import { bulkCalories, cutCalories } from "./targets";

const P = { sex: "male", ageYears: 30, heightIn: 70, weightLb: 180 } as const;

describe("calories as shown", () => {
  it("rounds down, as docs/product.md shows maintenance calories", () => {
    expect(shownKcal(2763.21)).toBe(2763);
    expect(shownKcal(2833.517)).toBe(2833);
    expect(shownKcal(2450)).toBe(2450);
  });

  it("does not lose a calorie to float noise", () => {
    expect(shownKcal(2262.9999999999995)).toBe(2263);
    const maintenance = 2833.517;
    const offset = 2700 - maintenance;
    expect(shownKcal(maintenance + offset)).toBe(2700);
    // The offset as PostgreSQL's 4-byte real keeps it.
    expect(shownKcal(maintenance + Math.fround(offset))).toBe(2700);
  });

  it("keeps maintenance and its targets apart by what the rule says, whatever the fraction", () => {
    for (const maintenance of [2763.21, 2833.517, 2999.5, 3000.999]) {
      expect(shownKcal(maintenance) - shownKcal(cutCalories(maintenance, 1))).toBe(500);
      expect(shownKcal(maintenance) - shownKcal(cutCalories(maintenance, 1.25))).toBe(625);
      // P's 2 lb a month is +158.17 (vector 7): 158 apart, or 157 when the fractions fall apart.
      expect([157, 158]).toContain(shownKcal(bulkCalories(maintenance, 2, P)) - shownKcal(maintenance));
    }
  });
});
