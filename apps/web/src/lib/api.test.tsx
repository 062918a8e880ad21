import { describe, expect, it } from "vitest";
import { ApiError, messageOf } from "./api";

describe("messageOf", () => {
  it("shows the server's words for a refused call", () => {
    const refused = new ApiError(400, "Weight must have at most 1 decimal");
    expect(messageOf(refused)).toBe("Weight must have at most 1 decimal");
    expect(messageOf(refused, { tryAgain: true })).toBe("Weight must have at most 1 decimal");
  });

  it("falls back to words of its own for a failure that is no answer, asking a form to try again", () => {
    expect(messageOf(new TypeError("x is undefined"))).toBe("Something went wrong.");
    expect(messageOf(new TypeError("x is undefined"), { tryAgain: true })).toBe("Something went wrong. Try again.");
  });

  it("gives a call's own words when it has them, and the server's over them", () => {
    const fallback = "Set 2 could not be saved.";
    expect(messageOf(new TypeError("x is undefined"), { fallback })).toBe("Set 2 could not be saved.");
    expect(messageOf(new ApiError(409, "That set was removed"), { fallback })).toBe("That set was removed");
  });
});
