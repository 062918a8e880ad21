import { describe, expect, it } from "vitest";
import { KEPT_ANSWER_BYTES, fitsKept } from "./kept-answers.js";

// A kept answer is at most KEPT_ANSWER_BYTES of UTF-8 (the bytes sent), whatever its length in
// characters: notes may hold any text.

describe("the kept answers' size limit", () => {
  it("keeps an answer of exactly the limit's bytes and not one byte more", () => {
    expect(fitsKept("a".repeat(KEPT_ANSWER_BYTES))).toBe(true);
    expect(fitsKept("a".repeat(KEPT_ANSWER_BYTES + 1))).toBe(false);
  });

  it("counts the bytes of characters outside ASCII, not the characters", () => {
    const third = Math.floor(KEPT_ANSWER_BYTES / 3);
    // "€" is 3 bytes of UTF-8, "é" 2, an emoji (two UTF-16 units) 4.
    expect(fitsKept("€".repeat(third))).toBe(true);
    expect(fitsKept("€".repeat(third + 1))).toBe(false);
    expect(fitsKept("é".repeat(KEPT_ANSWER_BYTES / 2))).toBe(true);
    expect(fitsKept(`${"é".repeat(KEPT_ANSWER_BYTES / 2)}a`)).toBe(false);
    expect(fitsKept("💪".repeat(KEPT_ANSWER_BYTES / 4))).toBe(true);
    expect(fitsKept(`${"💪".repeat(KEPT_ANSWER_BYTES / 4)}a`)).toBe(false);
  });

  it("keeps a small answer", () => {
    expect(fitsKept('{"data":[]}')).toBe(true);
  });
});
