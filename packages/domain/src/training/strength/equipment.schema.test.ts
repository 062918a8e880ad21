import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  BAR_CHOICES,
  DEFAULT_EQUIPMENT,
  defaultEquipmentIn,
  equipmentSchema,
  heaviestFirst,
  PLATE_CHOICES,
} from "./equipment.schema";
import { BAR_LBS, PLATES_LBS } from "./plates";

const refusal = (body: unknown) => {
  const result = equipmentSchema.safeParse(body);
  if (result.success) throw new Error(`accepted ${JSON.stringify(body)}`);
  return z.flattenError(result.error).fieldErrors;
};

describe("the lifter's bar and plates", () => {
  it("defaults to the bar and plates the loads were always shown with", () => {
    expect(DEFAULT_EQUIPMENT).toEqual({ bar: BAR_LBS, plates: [...PLATES_LBS] });
    expect(equipmentSchema.parse(DEFAULT_EQUIPMENT)).toEqual(DEFAULT_EQUIPMENT);
  });

  it("offers real bars and the usual plates, heaviest first", () => {
    expect(BAR_CHOICES.map((b) => b.lbs)).toEqual([45, 35, 33, 25, 15]);
    expect(PLATE_CHOICES).toEqual([55, 45, 35, 25, 10, 5, 2.5, 1.25]);
    expect(equipmentSchema.parse({ bar: 35, plates: [35, 10, 1.25] })).toEqual({ bar: 35, plates: [35, 10, 1.25] });
  });

  it("refuses in words a bar or a plate that is not offered", () => {
    expect(refusal({ bar: 40, plates: [45] }).bar).toEqual(["must be one of 45, 35, 33, 25 or 15 lb"]);
    expect(refusal({ bar: "45", plates: [45] }).bar).toBeDefined();
    expect(refusal({ bar: 45, plates: [45, 20] }).plates).toEqual([
      "must each be one of 55, 45, 35, 25, 10, 5, 2.5 or 1.25 lb",
    ]);
  });

  it("needs at least one plate, each once, and no other field", () => {
    expect(refusal({ bar: 45, plates: [] }).plates).toEqual(["must name at least one plate"]);
    expect(refusal({ bar: 45, plates: [45, 45] }).plates).toEqual(["must name each plate once"]);
    expect(refusal({ bar: 45 }).plates).toBeDefined();
    expect(() => equipmentSchema.parse({ ...DEFAULT_EQUIPMENT, collars: 5 })).toThrow();
  });

  it("orders a plate set heaviest first", () => {
    expect(heaviestFirst([2.5, 45, 10, 1.25])).toEqual([45, 10, 2.5, 1.25]);
  });
});

describe("a kg lifter's bar and plates (issue 22)", () => {
  it("takes kg bars and plates when the body says kg, and a pound body without a unit", () => {
    const kg = { unit: "kg", bar: 20, plates: [25, 20, 15, 10, 5, 2.5, 1.25, 0.5] };
    expect(equipmentSchema.parse(kg)).toEqual(kg);
    expect(defaultEquipmentIn("kg")).toEqual({ unit: "kg", bar: 20, plates: [25, 20, 15, 10, 5, 2.5, 1.25] });
    expect(defaultEquipmentIn("lb")).toEqual(DEFAULT_EQUIPMENT);
  });

  it("refuses pound plates in kg and kg plates in pounds, in words", () => {
    expect(refusal({ unit: "kg", bar: 45, plates: [25] }).bar).toEqual(["must be one of 20 or 15 kg"]);
    expect(refusal({ unit: "kg", bar: 20, plates: [45] }).plates).toEqual([
      "must each be one of 25, 20, 15, 10, 5, 2.5, 1.25 or 0.5 kg",
    ]);
    expect(refusal({ bar: 20, plates: [45] }).bar).toEqual(["must be one of 45, 35, 33, 25 or 15 lb"]);
    expect(refusal({ unit: "stone", bar: 20, plates: [25] }).unit).toEqual(["must be lb or kg"]);
  });
});
