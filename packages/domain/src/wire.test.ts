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
  it("refuses a fraction where an integer is needed", () => {
    expect(integer(0, 100).safeParse(2.5).success).toBe(false);
  });
  it("checks calendar dates", () => {
    expect(isoDate.safeParse("2026-11-21").success).toBe(true);
    expect(isoDate.safeParse("2026-02-30").success).toBe(false);
    expect(isoDate.safeParse("26/11/21").success).toBe(false);
  });
});
