import { describe, expect, it } from "vitest";
import {
  ONE_RM_FOR_LIFT,
  PERCENT_1RM_LIFTS,
  parseRange,
  parseRest,
  ROW_MESSAGES,
  takesPercent1RM,
  validatePercent1RM,
  validateReps,
  validateRest,
  validateRpe,
  validateSets,
  validateWarmUpSets,
} from "./row-rules";

const REST = "Invalid range: Must be a single integer less than 10 or a range of integers less than 10 (e.g., '2-3')";
const REPS = "Invalid range: Must be a single integer less than 100 or a range of integers less than 100 (e.g., '2-3')";
const RPE = "Invalid range: Must be a single decimal or integer number between 1 and 10";
const PCT =
  "Invalid range: Must be a single decimal number less than 100 or a range of decimal numbers less than 100 (e.g., '77.5-85.0')";

describe("the product's exact messages", () => {
  it("are the ones the validators return", () => {
    expect(ROW_MESSAGES).toEqual({
      rest: REST,
      reps: REPS,
      sets: "Invalid input",
      warmUp: "Invalid input",
      rpe: RPE,
      percent1RM: PCT,
    });
  });
});

describe("every field allows empty", () => {
  it.each([validateRest, validateReps, validateSets, validateWarmUpSets, validateRpe, validatePercent1RM])(
    "%o",
    (validate) => {
      expect(validate("")).toBeNull();
    },
  );
});

describe("rest", () => {
  it.each(["0", "1", "3", "10", "2-3", "2-2", "9-10", "0-1"])("accepts %j", (v) => {
    expect(validateRest(v)).toBeNull();
  });
  it.each(["11", "10-10", "3-2", "9-11", "2.5", "2-", "-2", "2-3-4", "a", " 3", "3 ", "2 - 3"])("refuses %j", (v) => {
    expect(validateRest(v)).toBe(REST);
  });
});

describe("reps", () => {
  it.each(["1", "5", "99", "8-12", "1-99", "5-5", "AMRAP"])("accepts %j", (v) => {
    expect(validateReps(v)).toBeNull();
  });
  it.each(["100", "0", "5-100", "12-8", "amrap", "AMRAP+", "8.5", "8-", "x"])("refuses %j", (v) => {
    expect(validateReps(v)).toBe(REPS);
  });
});

describe("sets and warm-up sets", () => {
  it.each(["1", "5", "10"])("sets accept %j", (v) => expect(validateSets(v)).toBeNull());
  it.each(["0", "11", "2.5", "-1", "3-4", "three"])("sets refuse %j", (v) => {
    expect(validateSets(v)).toBe("Invalid input");
  });
  it.each(["0", "2", "10"])("warm-ups accept %j", (v) => expect(validateWarmUpSets(v)).toBeNull());
  it.each(["11", "-1", "1.5", "1-2"])("warm-ups refuse %j", (v) => {
    expect(validateWarmUpSets(v)).toBe("Invalid input");
  });
});

describe("RPE", () => {
  it.each(["1", "10", "7.5", "8", "6-7", "7.5-8.5", "1-10", "8-8"])("accepts %j", (v) => {
    expect(validateRpe(v)).toBeNull();
  });
  it.each(["0", "0.5", "10.5", "11", "9-8", "9-10.5", "0-5", "7.", ".5", "RPE 8", "8-"])("refuses %j", (v) => {
    expect(validateRpe(v)).toBe(RPE);
  });
});

describe("%1RM", () => {
  it.each(["0.5", "1", "75", "77.5", "99.9", "77.5-85.0", "70-80", "80-80"])("accepts %j", (v) => {
    expect(validatePercent1RM(v)).toBeNull();
  });
  it.each(["0", "0.0", "100", "100.0", "85-77.5", "90-100", "0-50", "75%", "-5", "a"])("refuses %j", (v) => {
    expect(validatePercent1RM(v)).toBe(PCT);
  });
});

describe("parseRange and parseRest", () => {
  it("reads single values and ranges", () => {
    expect(parseRange("77.5-85")).toEqual({ low: 77.5, high: 85 });
    expect(parseRange("8")).toEqual({ low: 8, high: 8 });
    expect(parseRange("7.5", true)).toBeNull();
    expect(parseRange("1-2-3")).toBeNull();
  });
  it("turns a valid rest into the stored min/max", () => {
    expect(parseRest("2-3")).toEqual({ minRest: 2, maxRest: 3 });
    expect(parseRest("4")).toEqual({ minRest: 4, maxRest: 4 });
    expect(parseRest("3-2")).toBeNull();
    expect(parseRest("")).toBeNull();
  });
});

describe("%1RM lifts", () => {
  it("are the product's seven lifts, each mapped to a profile 1RM", () => {
    expect([...PERCENT_1RM_LIFTS].sort()).toEqual(
      [
        "Back Squat",
        "Barbell Bench Press",
        "Barbell Overhead Press",
        "Deadlift",
        "Overhead Press",
        "Pause Barbell Bench Press",
        "Pause Deadlift",
      ].sort(),
    );
    expect(ONE_RM_FOR_LIFT["Pause Deadlift"]).toBe("deadlift");
    expect(ONE_RM_FOR_LIFT["Pause Barbell Bench Press"]).toBe("bench");
    expect(ONE_RM_FOR_LIFT["Overhead Press"]).toBe("overheadPress");
    expect(ONE_RM_FOR_LIFT["Back Squat"]).toBe("squat");
  });
  it("are matched exactly", () => {
    expect(takesPercent1RM("Deadlift")).toBe(true);
    expect(takesPercent1RM("deadlift")).toBe(false);
    expect(takesPercent1RM("Romanian Deadlift")).toBe(false);
  });
});
