import { describe, expect, it } from "vitest";
import { addDays } from "./calendar";
import { toPounds } from "../units/weight-unit";
import { weightQuestion } from "./weight-check";

const START = "2026-03-02";
const days = Array.from({ length: 10 }, (_, d) => ({
  date: addDays(START, d),
  weightLb: 180.4 - d * 0.1,
  calories: 2300,
  steps: null,
}));
const on = addDays(START, 10);

describe("a weight far off the trend asks first (issue 21, item 8)", () => {
  it("asks 'did you mean …?' for a slipped decimal, swapped digits or kilograms", () => {
    expect(weightQuestion(days, on, 17.95)?.suggestion).toBe(179.5);
    expect(weightQuestion(days, on, 1795)?.suggestion).toBe(179.5);
    expect(weightQuestion(days, on, 197.5)?.suggestion).toBe(179.5);
    expect(weightQuestion(days, on, 81.6)?.suggestion).toBe(179.9);
    expect(weightQuestion(days, on, 17.95)?.message).toMatch(
      /Did you mean 179.5 lbs\? It counts once you confirm it\.$/,
    );
  });

  it("asks without a guess when no slip explains it", () => {
    const q = weightQuestion(days, on, 190);
    expect(q?.suggestion).toBeNull();
    expect(q?.message).toContain("Is it right?");
  });

  it("lets a weight near the trend, or a first weigh-in, through", () => {
    expect(weightQuestion(days, on, 177)).toBeNull();
    expect(weightQuestion([], START, 400)).toBeNull();
    // Only the days before the date count: re-logging the day itself is weighed against the days before.
    expect(weightQuestion(days, addDays(START, 5), 180)).toBeNull();
  });
});

describe("a first weigh-in is asked about against User Info's weight (issue 21)", () => {
  // Simulated lifters whose first weigh-in was a typo (85.1 for 188.4) had nothing to be asked
  // against: it seeded the trend and moved the formula's target by up to 2,818 kcal.
  it("asks, with the weight meant, when no weigh-in counts yet", () => {
    const q = weightQuestion([], START, 85.1, 188.4);
    expect(q?.fromUserInfo).toBe(true);
    expect(q?.suggestion).toBe(187.6);
    expect(q?.message).toBe(
      "85.1 lbs is 103.3 lbs from the weight in your User Info (188.4 lbs). Did you mean 187.6 lbs? It counts once you confirm it.",
    );
  });

  it("lets a first weigh-in near User Info's weight count at once, and asks nothing without it", () => {
    expect(weightQuestion([], START, 186.9, 188.4)).toBeNull();
    // User Info's weight may be weeks old: 12 lb of a real change is not a slip.
    expect(weightQuestion([], START, 176.4, 188.4)).toBeNull();
    expect(weightQuestion([], START, 85.1)).toBeNull();
  });

  it("asks against the trend, not User Info, once a weigh-in counts", () => {
    expect(weightQuestion(days, on, 181, 120)).toBeNull();
    expect(weightQuestion(days, on, 120, 120)?.fromUserInfo).toBe(false);
  });
});

describe("a body that really moved is asked about three times, not for weeks", () => {
  // A lifter back from six weeks away 20 lb (10 %) lighter, confirming each reading as right: from
  // the third the trend follows them (three far readings on one side are the body moving), but only
  // 0.4 lb a day, and every morning's reading was asked about again for 37 days.
  const steady = Array.from({ length: 30 }, (_, d) => ({
    date: addDays(START, d),
    weightLb: 200 + (d % 2 ? 0.3 : -0.3),
    calories: 2500,
    steps: null,
  }));
  const back = addDays(START, 72);

  it("stops asking once the trend follows the confirmed readings, and still asks about a slip", () => {
    const logged = [...steady];
    const asked: string[] = [];
    for (let d = 0; d < 20; d++) {
      const date = addDays(back, d);
      const weightLb = 179 + (d % 2 ? 0.3 : -0.3);
      if (weightQuestion(logged, date, weightLb, 200)) asked.push(date);
      logged.push({ date, weightLb, calories: 2300, steps: null });
    }
    expect(asked).toEqual([back, addDays(back, 1), addDays(back, 2)]);
    const next = addDays(back, 20);
    expect(weightQuestion(logged, next, 17.9)?.suggestion).toBe(179);
    expect(weightQuestion(logged, next, 200)).not.toBeNull();
  });
});

describe("a kg lifter's guess is made on the kilograms they typed (decision 0119)", () => {
  // The calls carry pounds; a kg lifter's 87.5 kg is 192.9 lb on the wire (toPounds, 2 decimals).
  const kgDays = Array.from({ length: 10 }, (_, d) => ({
    date: addDays(START, d),
    weightLb: toPounds(87.5 + (d % 2 ? 0.2 : -0.2), "kg"),
    calories: 2300,
    steps: null,
  }));

  it("guesses the swapped kilogram digits, a round kg figure, in kg words", () => {
    const q = weightQuestion(kgDays, on, toPounds(78.5, "kg"), undefined, "kg");
    expect(q?.suggestion).toBe(toPounds(87.5, "kg"));
    expect(q?.message).toMatch(/^78\.5 kg is .* kg from your trend weight \(.* kg\)\. Did you mean 87\.5 kg\? /);
    expect(q?.message).not.toContain("lbs");
  });

  it("guesses the kilograms meant when a kg lifter typed their weight in pounds", () => {
    // 80 kg is 176.4 lb: typed into the kg field it is 388.9 lb on the wire.
    const eighty = kgDays.map((d) => ({ ...d, weightLb: toPounds(80, "kg") }));
    const q = weightQuestion(eighty, on, toPounds(176.4, "kg"), undefined, "kg");
    expect(q?.suggestion).toBe(toPounds(80, "kg"));
    expect(q?.message).toContain("Did you mean 80 kg?");
    // Before any weigh-in counts, against User Info's weight the same.
    const first = weightQuestion([], START, toPounds(176.4, "kg"), toPounds(80, "kg"), "kg");
    expect(first?.suggestion).toBe(toPounds(80, "kg"));
  });

  it("offers no pound lifter's kg-typed-as-lb guess to a kg lifter", () => {
    // 36.3 kg is 80 lb: read as kilograms typed into a pound field it would be 176.4 lb (80 kg).
    const eighty = kgDays.map((d) => ({ ...d, weightLb: toPounds(80, "kg") }));
    expect(weightQuestion(eighty, on, toPounds(36.3, "kg"), undefined, "kg")?.suggestion).toBeNull();
  });
});
