import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { equipmentIn, exerciseUnitOf } from "./exercise-unit";
import { fromPounds, toPounds } from "./weight-unit";

// Mixed-unit gyms (decision 0081): an exercise's own unit, the bar and plates its loads are made
// of, and what was typed on its card coming back as typed.
describe("an exercise in its own unit", () => {
  it("is the lifter's unit until it has its own", () => {
    expect(exerciseUnitOf("kg", null)).toBe("kg");
    expect(exerciseUnitOf("kg", undefined)).toBe("kg");
    expect(exerciseUnitOf("kg", "lb")).toBe("lb");
    expect(exerciseUnitOf("lb", "kg")).toBe("kg");
  });

  it("is made of the lifter's bar and plates in their unit, else that unit's usual set", () => {
    const kgLifter = { unit: "kg" as const, bar: 15, plates: [20, 10, 5, 0.5] };
    expect(equipmentIn("kg", kgLifter)).toEqual({ bar: 15, plates: [20, 10, 5, 0.5] });
    expect(equipmentIn("lb", kgLifter)).toEqual({ bar: 45, plates: [45, 35, 25, 10, 5, 2.5] });
    const poundLifter = { bar: 35, plates: [45, 25, 10] };
    expect(equipmentIn("lb", poundLifter)).toEqual({ bar: 35, plates: [45, 25, 10] });
    expect(equipmentIn("kg", poundLifter)).toEqual({ bar: 20, plates: [25, 20, 15, 10, 5, 2.5, 1.25] });
    expect(equipmentIn("kg", undefined)).toEqual({ bar: 20, plates: [25, 20, 15, 10, 5, 2.5, 1.25] });
  });

  it("gives back what was typed on a card in either unit, whatever the lifter's unit", () => {
    // Any load typed to 2 decimals (0.01 to 900) on a card in `unit` is sent as pounds and shown
    // back in `unit` as typed: the card's unit, not the lifter's, is the one it goes through.
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 90_000 }),
        fc.constantFrom("lb" as const, "kg" as const),
        (hundredths, own) => {
          const typed = hundredths / 100;
          const unit = exerciseUnitOf(own === "lb" ? "kg" : "lb", own);
          expect(fromPounds(toPounds(typed, unit), unit)).toBe(typed);
        },
      ),
    );
  });
});
