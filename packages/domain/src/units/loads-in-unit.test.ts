import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { platesPerSide, roundDownToLoadable } from "../training/strength/plates";
import { DEFAULT_KG_BAR_AND_PLATES, KG_PLATE_CHOICES, loadStepIn, progressionStepIn } from "./loads-in-unit";

describe("kg loads", () => {
  it("steps 2.5 kg upper and 5 kg lower body, 5 and 10 lb for a pound lifter", () => {
    expect(progressionStepIn("upper", "kg")).toBe(2.5);
    expect(progressionStepIn("lower", "kg")).toBe(5);
    expect(progressionStepIn("upper", "lb")).toBe(5);
    expect(progressionStepIn("lower", "lb")).toBe(10);
  });

  it("rounds to what a pair of the smallest plates adds", () => {
    expect(loadStepIn("kg")).toBe(2.5);
    expect(loadStepIn("kg", KG_PLATE_CHOICES)).toBe(1);
    expect(loadStepIn("lb")).toBe(5);
    // 101.9 kg computed → 100 kg with 1.25 kg plates, 101 kg with 0.5 kg plates.
    expect(roundDownToLoadable(101.9, loadStepIn("kg"))).toBe(100);
    expect(roundDownToLoadable(101.9, loadStepIn("kg", KG_PLATE_CHOICES))).toBe(101);
  });

  it("loads 100 kg with kg plates on a 20 kg bar", () => {
    expect(platesPerSide(100, DEFAULT_KG_BAR_AND_PLATES)).toEqual({
      bar: 20,
      perSide: [25, 15],
      loaded: 100,
      exact: true,
    });
  });

  it("says when a load cannot be made exactly", () => {
    const loading = platesPerSide(101, DEFAULT_KG_BAR_AND_PLATES);
    expect(loading.exact).toBe(false);
    expect(loading.loaded).toBe(100);
  });

  it("makes every rounded kg load exactly with the plates it was rounded for", () => {
    fc.assert(
      fc.property(fc.integer({ min: 20, max: 400 }), fc.constantFrom(0.5, 1.25), (kg, smallest) => {
        const plates = KG_PLATE_CHOICES.filter((p) => p >= smallest);
        const load = roundDownToLoadable(kg + 0.37, loadStepIn("kg", plates));
        expect(load).toBeLessThanOrEqual(kg + 0.37);
        expect(platesPerSide(load, { bar: 20, plates }).exact).toBe(true);
      }),
    );
  });
});
