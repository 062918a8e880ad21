import { describe, expect, it } from "vitest";
import { platesPerSide, roundDownToLoadable } from "./plates";

describe("rounding down to a loadable weight", () => {
  it("matches vector 18: 300 × 0.811 = 243.3 → 240", () => {
    expect(roundDownToLoadable(300 * 0.811)).toBe(240);
  });

  it("keeps a weight already on the step, despite floating point", () => {
    expect(roundDownToLoadable(210)).toBe(210);
    expect(roundDownToLoadable(0.7 * 300)).toBe(210); // 209.99999999999997
  });

  it("takes another step (2.5 kg, 2.5 lb)", () => {
    expect(roundDownToLoadable(143.9, 2.5)).toBe(142.5);
  });
});

describe("plates per side", () => {
  it("loads 225 as one 45 a side on a 45 lb bar", () => {
    expect(platesPerSide(225)).toEqual({ bar: 45, perSide: [45, 45], loaded: 225, exact: true });
  });

  it("fills greedily from the heaviest plate", () => {
    expect(platesPerSide(315).perSide).toEqual([45, 45, 45]);
    expect(platesPerSide(185).perSide).toEqual([45, 25]);
    expect(platesPerSide(205).perSide).toEqual([45, 35]);
    expect(platesPerSide(140).perSide).toEqual([45, 2.5]);
    expect(platesPerSide(60).perSide).toEqual([5, 2.5]);
  });

  it("is the empty bar for 45", () => {
    expect(platesPerSide(45)).toEqual({ bar: 45, perSide: [], loaded: 45, exact: true });
  });

  it("says when a load cannot be made exactly, and gives the nearest lighter loading", () => {
    expect(platesPerSide(227)).toEqual({ bar: 45, perSide: [45, 45], loaded: 225, exact: false });
    expect(platesPerSide(30)).toEqual({ bar: 45, perSide: [], loaded: 45, exact: false });
  });

  it("takes another bar and plate set", () => {
    expect(platesPerSide(100, { bar: 20, plates: [20, 10, 5, 2.5, 1.25] })).toEqual({
      bar: 20,
      perSide: [20, 20],
      loaded: 100,
      exact: true,
    });
    expect(platesPerSide(102.5, { bar: 20, plates: [1.25, 20, 10, 5, 2.5] }).perSide).toEqual([20, 20, 1.25]);
    expect(platesPerSide(137.5, { plates: [45, 25, 10, 5] })).toMatchObject({ loaded: 135, exact: false });
  });
});
