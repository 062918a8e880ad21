import { describe, expect, it } from "vitest";
import { entryKeypad, entryReport, entryTextOnBlur, entryTextValue, readEntryText } from "./entry-number";

describe("entry number rules", () => {
  it("keeps a text that is no number of the field's kind as typed, and says why in words", () => {
    expect(entryReport("reps", "5.5")).toBe("5.5");
    expect(readEntryText("reps", "5.5")).toEqual({ problem: "Reps must be a whole number" });
    expect(entryReport("weight", "1e9x")).toBe("1e9x");
    expect(readEntryText("weight", "1e9x")).toEqual({ problem: "Weight must be a number" });
    expect(readEntryText("rpe", "6.55")).toEqual({ problem: "RPE must have at most 1 decimal" });
    expect(readEntryText("weight", "-135")).toEqual({ problem: "Weight must be a number" });
  });

  it("reads a comma as the point, and reports numbers as before", () => {
    expect(entryReport("rpe", "7,5")).toBe(7.5);
    expect(entryReport("weight", "202.55")).toBe(202.55);
    expect(entryReport("rpe", "6.")).toBe("6.");
    expect(entryReport("weight", "")).toBe("");
  });

  it("keeps numbers out of the domain's range: the domain refuses them in words, nothing clamps", () => {
    expect(entryReport("rpe", "11")).toBe(11);
    expect(entryReport("reps", "0")).toBe(0);
    expect(entryReport("weight", "5000")).toBe(5000);
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
