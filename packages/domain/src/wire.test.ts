import { describe, expect, it } from "vitest";
import { integer, isoDate, numeric } from "./wire";

describe("wire building blocks", () => {
  it("accepts numbers and numeric strings in range", () => {
    expect(numeric(0, 10).parse("7.5")).toBe(7.5);
    expect(numeric(0, 10).parse(3)).toBe(3);
    expect(integer(1, 5).parse("5")).toBe(5);
  });
  it.each(["", "abc", "1e3", " ", "11", "-1", "2.555"])("refuses %j for numeric(0, 10, 2)", (v) => {
    expect(numeric(0, 10).safeParse(v).success).toBe(false);
  });
  it("says what is wrong in words", () => {
    const problem = (v: unknown) => numeric(0, 10).safeParse(v).error?.issues[0]?.message;
    expect(problem("")).toBe("is required");
    expect(problem(undefined)).toBe("is required");
    expect(problem("abc")).toBe("must be a number");
    expect(problem([1])).toBe("must be a number");
    expect(problem(11)).toBe("must be at most 10");
    expect(integer(0, 5).safeParse(2.5).error?.issues[0]?.message).toBe("must be a whole number");
  });
  it("refuses a fraction where an integer is needed", () => {
    expect(integer(0, 100).safeParse(2.5).success).toBe(false);
  });
  it("checks calendar dates", () => {
    expect(isoDate.safeParse("2026-11-21").success).toBe(true);
    expect(isoDate.safeParse("2026-02-30").success).toBe(false);
    // A date that does not exist is named as such, not as a wrong format.
    expect(isoDate.safeParse("2026-13-01").error?.issues[0]?.message).toBe("must be a real date (yyyy-mm-dd)");
    expect(isoDate.safeParse("26/11/21").success).toBe(false);
  });
});

describe("numbers are exact: no rounding tolerance", () => {
  const problem = (schema: ReturnType<typeof numeric>, v: unknown) => schema.safeParse(v).error?.issues[0]?.message;

  it.each([5.0000001, "5.0000001", 1e-7, "0.0000001", 5e-324, 5.5, "5.5", "5.0000000000000000001"])(
    "refuses %j where a whole number is needed",
    (v) => {
      expect(problem(integer(0, 100), v)).toBe("must be a whole number");
    },
  );

  it.each([5e-324, 1e-7, 2.001, "2.001", 0.1 + 0.2, "7.5000000000000000001"])(
    "refuses %j where at most 2 decimals are allowed",
    (v) => {
      expect(problem(numeric(0, 2000, 2), v)).toBe("must have at most 2 decimals");
    },
  );

  it("accepts what has the precision exactly, trailing zeros included", () => {
    expect(integer(0, 100).parse(5)).toBe(5);
    expect(integer(0, 100).parse("5.00")).toBe(5);
    expect(numeric(0, 2000, 2).parse("5.00")).toBe(5);
    expect(numeric(0, 2000, 2).parse(102.25)).toBe(102.25);
    expect(numeric(0, 2000, 2).parse("0.05")).toBe(0.05);
    expect(numeric(1, 10, 1).parse(7.5)).toBe(7.5);
    expect(problem(numeric(1, 10, 1), 7.25)).toBe("must have at most 1 decimal");
  });

  it("turns -0 into 0", () => {
    expect(Object.is(integer(0, 100).parse(-0), 0)).toBe(true);
    expect(Object.is(numeric(0, 10).parse("-0"), 0)).toBe(true);
    expect(Object.is(numeric(0, 10).parse("-0.00"), 0)).toBe(true);
  });

  it("keeps every number in its range, however it is written", () => {
    expect(problem(integer(0, 100), 1e21)).toBe("must be at most 100");
    expect(problem(numeric(0, 2000), 1e308)).toBe("must be at most 2000");
    expect(problem(integer(0, 100), -1e21)).toBe("must be at least 0");
    expect(problem(integer(0, 100), "1000000000000000000000")).toBe("must be at most 100");
    expect(problem(integer(0, 100), "9".repeat(400))).toBe("must be a number");
  });

  it.each([
    "NaN",
    "Infinity",
    "-Infinity",
    "1e21",
    "1e-7",
    "0x10",
    "0b1",
    "+5",
    ".5",
    "5.",
    "5,5",
    "5 5",
    "--5",
    "٥",
    "5\u0000",
    "１",
  ])("refuses the string %j as not a number", (v) => {
    expect(problem(numeric(0, 100), v)).toBe("must be a number");
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, null, true, {}])(
    "refuses %j as not a number",
    (v) => {
      expect(problem(numeric(0, 100), v)).toBe("must be a number");
    },
  );
});
