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
    expect(isoDate.safeParse("26/11/21").success).toBe(false);
  });
});
