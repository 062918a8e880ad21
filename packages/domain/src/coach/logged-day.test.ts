import { describe, expect, it } from "vitest";
import { replacesLoggedDay } from "./logged-day";

describe("a day already logged", () => {
  it("is named before a second entry replaces it", () => {
    expect(replacesLoggedDay("2026-11-25")).toBe("You logged Wed, Nov 25, 2026 already: Submit replaces it.");
  });
});
