import { describe, expect, it } from "vitest";
import { readNumberText } from "./number-text";

const reps = { name: "Reps", decimals: 0 };
const weight = { name: "Weight", decimals: 2 };

describe("a typed number's text", () => {
  it.each([
    ["5.5", reps, "Reps must be a whole number"],
    ["8,5OO", { name: "Steps", decimals: 0 }, "Steps must be a number"],
    ["8,500", { name: "Steps", decimals: 0 }, "Steps must be written without a thousands separator"],
    ["8,5", reps, "Reps must be a whole number"],
    ["1e9x", weight, "Weight must be a number"],
    ["1e9", weight, "Weight must be a number"],
    ["18o.5", weight, "Weight must be a number"],
    ["-5", weight, "Weight must be a number"],
    ["2.555", weight, "Weight must have at most 2 decimals"],
    ["1,000", weight, "Weight must be written without a thousands separator"],
  ])("refuses %s in words, never reading another number", (text, kind, words) => {
    expect(readNumberText(text, kind)).toEqual({ problem: words });
  });

  it("reads numbers as written, a comma as the point where decimals are allowed", () => {
    expect(readNumberText("8,5", weight)).toEqual({ number: 8.5, text: "8.5" });
    expect(readNumberText("6.", weight)).toEqual({ number: 6, text: "6." });
    expect(readNumberText("6.50", weight)).toEqual({ number: 6.5, text: "6.50" });
    expect(readNumberText(" 12 ", reps)).toEqual({ number: 12, text: "12" });
    expect(readNumberText("", reps)).toEqual({ empty: true });
    expect(readNumberText(".", weight)).toEqual({ empty: true });
  });
});
