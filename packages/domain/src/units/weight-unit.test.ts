import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ENTRY_LIMITS, liftedWeight } from "../training/logged-set.schema";
import {
  fromPounds,
  KG_PER_LB,
  limitInUnit,
  parseWeight,
  roundTo,
  showWeight,
  toPounds,
  WEIGHT_UNITS,
  weightField,
} from "./weight-unit";
import { weightUnitSchema } from "./weight-unit.schema";

/** Any value a lifter can type in a field of `decimals` decimals, up to `max`, as its text. */
const typed = (max: number, decimals: number) =>
  fc.integer({ min: 0, max: Math.round(max * 10 ** decimals) }).map((n) => roundTo(n / 10 ** decimals, decimals));

describe("a weight typed in either unit comes back as typed (decision 0063)", () => {
  for (const decimals of [0, 1, 2]) {
    it(`in kg at ${decimals} decimals, through the pounds the calls carry`, () => {
      fc.assert(
        fc.property(typed(907, decimals), (kg) => {
          const lbs = toPounds(kg, "kg", decimals);
          expect(fromPounds(lbs, "kg", decimals)).toBe(kg);
          // What is sent is what the pound field takes: no more decimals than it allows.
          expect(roundTo(lbs, decimals)).toBe(lbs);
        }),
        { numRuns: 2000 },
      );
    });

    it(`in lb at ${decimals} decimals, untouched`, () => {
      fc.assert(
        fc.property(typed(2000, decimals), (lb) => {
          expect(fromPounds(toPounds(lb, "lb", decimals), "lb", decimals)).toBe(lb);
        }),
      );
    });
  }

  it("through the form's text and the server's own schema", () => {
    fc.assert(
      fc.property(typed(limitInUnit(2000, "kg"), 2), fc.constantFrom(...WEIGHT_UNITS), (value, unit) => {
        const lbs = parseWeight(String(value), unit);
        expect(lbs).not.toBeNull();
        const accepted = liftedWeight.parse(lbs);
        expect(weightField(accepted, unit)).toBe(String(value));
      }),
      { numRuns: 2000 },
    );
  });

  it("keeps the examples a lifter sees", () => {
    expect(toPounds(100, "kg")).toBe(220.46);
    expect(fromPounds(220.46, "kg")).toBe(100);
    expect(showWeight(220.46, "kg")).toBe("100 kg");
    expect(showWeight(225, "kg")).toBe("102.06 kg");
    expect(showWeight(225, "lb")).toBe("225 lbs");
    expect(toPounds(2.5, "kg")).toBe(5.51);
    expect(fromPounds(5.51, "kg")).toBe(2.5);
    expect(KG_PER_LB).toBe(0.45359237);
  });
});

describe("reading and limits", () => {
  it("refuses text that is no plain number (the call's schema says why)", () => {
    for (const text of ["", " ", "abc", "1e2", "-5", "5,5", "."]) expect(parseWeight(text, "kg")).toBeNull();
    expect(parseWeight(" 82.5 ", "kg")).toBe(181.88);
  });

  it("gives a kg limit whose pounds the pound field accepts", () => {
    const kgMax = limitInUnit(ENTRY_LIMITS.weight.max, "kg");
    expect(kgMax).toBe(907.18);
    expect(toPounds(kgMax, "kg")).toBeLessThanOrEqual(ENTRY_LIMITS.weight.max);
    expect(limitInUnit(ENTRY_LIMITS.weight.max, "lb")).toBe(2000);
  });

  it("rounds half away from zero on the decimal form", () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(2.675, 2)).toBe(2.68);
    expect(roundTo(-1.5, 0)).toBe(-2);
  });

  it("takes lb or kg, and says so in words", () => {
    expect(weightUnitSchema.parse("kg")).toBe("kg");
    expect(weightUnitSchema.safeParse("lbs").error?.issues[0]?.message).toBe("must be lb or kg");
  });
});
