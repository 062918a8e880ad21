import { describe, expect, it } from "vitest";
import { acceptEntryText, entryKeypad, entryTextOnBlur, entryTextValue } from "./entry-number";

describe("entry number rules", () => {
  it("takes digits, and a decimal point only where the domain allows decimals, up to its places", () => {
    expect(acceptEntryText("reps", "12")).toBe("12");
    expect(acceptEntryText("reps", "12.")).toBeNull();
    expect(acceptEntryText("rpe", "6.5")).toBe("6.5");
    expect(acceptEntryText("rpe", "6.55")).toBeNull();
    expect(acceptEntryText("weight", "202.55")).toBe("202.55");
    expect(acceptEntryText("weight", "202.555")).toBeNull();
    expect(acceptEntryText("weight", "2.2.")).toBeNull();
  });

  it("reads a comma as the point and leaves out signs, letters and spaces", () => {
    expect(acceptEntryText("rpe", "7,5")).toBe("7.5");
    expect(acceptEntryText("weight", "-135")).toBe("135");
    expect(acceptEntryText("weight", "225 lbs")).toBe("225");
    expect(acceptEntryText("reps", "e")).toBe("");
  });

  it("keeps numbers out of the domain's range: the domain refuses them in words, nothing clamps", () => {
    expect(acceptEntryText("rpe", "11")).toBe("11");
    expect(acceptEntryText("reps", "0")).toBe("0");
    expect(acceptEntryText("weight", "5000")).toBe("5000");
  });

  it("reports a number exactly when Mantine's NumberInput does, else the text while half-typed", () => {
    expect(entryTextValue("")).toBe("");
    expect(entryTextValue("8")).toBe(8);
    expect(entryTextValue("6.5")).toBe(6.5);
    expect(entryTextValue(".5")).toBe(0.5);
    expect(entryTextValue("0")).toBe(0);
    for (const halfway of [".", "6.", "6.50", "6.0", "0.", "0.0", "05", "12345678901234"]) {
      expect(entryTextValue(halfway), halfway).toBe(halfway);
    }
  });

  it("tidies the text when the field is left: leading and trailing zeros go, a trailing point stays", () => {
    expect(entryTextOnBlur("05")).toBe(5);
    expect(entryTextOnBlur("6.50")).toBe(6.5);
    expect(entryTextOnBlur("0.0")).toBe(0);
    expect(entryTextOnBlur("6.")).toBe("6.");
    expect(entryTextOnBlur("")).toBe("");
    expect(entryTextOnBlur(".")).toBe(".");
  });

  it("asks for the numeric keypad for whole numbers, the decimal one elsewhere", () => {
    expect([entryKeypad("reps"), entryKeypad("rpe"), entryKeypad("weight")]).toEqual(["numeric", "decimal", "decimal"]);
  });
});
