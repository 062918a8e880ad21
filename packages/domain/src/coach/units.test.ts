import { describe, expect, it } from "vitest";
import { ACTIVITY_LEVELS, activityLevelSchema, type Body, bmr, maintenanceCalories } from "./units";

// docs/coach-model.md's example lifter P: male, 30 y, 5 ft 10 in, 180 lb.
const P: Body = { sex: "male", ageYears: 30, heightIn: 70, weightLb: 180 };

describe("resting and maintenance energy", () => {
  it("uses Mifflin-St Jeor's rounded form (vector 1)", () => {
    expect(bmr(P)).toBeCloseTo(1782.716, 3);
    expect(maintenanceCalories(P, 1.55)).toBeCloseTo(2763.21, 2);
  });

  it("scales by each of the product's activity multipliers (vector 2)", () => {
    const got = [1.2, 1.375, 1.725, 1.9].map((m) => maintenanceCalories(P, m));
    expect(got).toEqual([2139.259, 2451.235, 3075.186, 3387.161].map((want) => expect.closeTo(want, 2)));
  });

  it("subtracts 161 instead of adding 5 for a woman (vector 3)", () => {
    expect(bmr({ ...P, sex: "female" })).toBeCloseTo(1616.716, 3);
  });

  it("lists the product's five activity levels in order", () => {
    expect(ACTIVITY_LEVELS.map((l) => `${l.label} ${l.multiplier}`)).toEqual([
      "Sedentary 1.2",
      "Lightly Active 1.375",
      "Moderately Active 1.55",
      "Very Active 1.725",
      "Extra Active 1.9",
    ]);
  });
});

describe("activity level on the wire", () => {
  it("accepts each multiplier as a number or a numeric string", () => {
    expect(activityLevelSchema.parse(1.55)).toBe(1.55);
    expect(activityLevelSchema.parse("1.375")).toBe(1.375);
    expect(activityLevelSchema.parse(" 1.9 ")).toBe(1.9);
  });

  it("refuses anything else with the levels in words", () => {
    for (const bad of [1.5, "1.55e0", "", "abc", 0, -1.2, null, true, Number.NaN]) {
      const result = activityLevelSchema.safeParse(bad);
      expect(result.success).toBe(false);
    }
    const message = activityLevelSchema.safeParse(2).error?.issues[0]?.message;
    expect(message).toBe(
      "must be one of the activity levels: 1.2 (Sedentary), 1.375 (Lightly Active), 1.55 (Moderately Active), " +
        "1.725 (Very Active), 1.9 (Extra Active)",
    );
    expect(activityLevelSchema.safeParse(undefined).error?.issues[0]?.message).toBe("is required");
  });
});
