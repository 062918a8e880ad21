import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { HEIGHT_FT, HEIGHT_IN, userInfoSchema } from "../profile/user-info.schema";
import { HEIGHT_CM, centimetres, feetAndInches, heightCmText, sameHeight } from "./height";

const INFO = {
  firstName: "Ana",
  lastName: "Nowak",
  gender: "female",
  weight: 154.3,
  age: 31,
  yearsLifting: 2,
};
const typedCm = fc.integer({ min: HEIGHT_CM.min * 10, max: HEIGHT_CM.max * 10 }).map((tenths) => tenths / 10);

describe("height in centimetres", () => {
  it("turns any cm the form takes into feet and inches the product's fields take, within half an inch (and the tenth shown)", () => {
    fc.assert(
      fc.property(typedCm, (cm) => {
        const { heightFt, heightIn } = feetAndInches(cm);
        expect(heightFt).toBeGreaterThanOrEqual(HEIGHT_FT.min);
        expect(heightFt).toBeLessThanOrEqual(HEIGHT_FT.max);
        expect(heightIn).toBeGreaterThanOrEqual(HEIGHT_IN.min);
        expect(heightIn).toBeLessThanOrEqual(HEIGHT_IN.max);
        expect(Math.abs(centimetres(heightFt, heightIn) - cm)).toBeLessThanOrEqual(1.27 + 0.05 + 1e-9);
      }),
    );
  });

  it("keeps the cm typed: the body with them and their feet and inches is accepted and reads back the same", () => {
    fc.assert(
      fc.property(typedCm, (cm) => {
        const parsed = userInfoSchema.parse({ ...INFO, ...feetAndInches(cm), heightCm: cm });
        expect(parsed.heightCm).toBe(cm);
        expect(heightCmText(parsed.heightCm ?? 0)).toBe(`${cm} cm`);
      }),
    );
  });

  it("shows feet and inches in cm for a lifter who typed none", () => {
    expect(centimetres(5, 10)).toBe(177.8);
    expect(centimetres(6, 0)).toBe(182.9);
    expect(sameHeight(178, 5, 10)).toBe(true);
    expect(sameHeight(178, 5, 11)).toBe(false);
  });

  it("refuses cm that say another height than the feet and inches, in words", () => {
    const res = userInfoSchema.safeParse({ ...INFO, heightFt: 6, heightIn: 2, heightCm: 178 });
    expect(res.success).toBe(false);
    expect(res.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["heightCm", "must be the height heightFt and heightIn say (5 ft 10 in)"],
    ]);
    const low = userInfoSchema.safeParse({ ...INFO, heightFt: 3, heightIn: 0, heightCm: 80 });
    expect(low.error?.issues[0]?.message).toBe("must be at least 92");
  });
});
