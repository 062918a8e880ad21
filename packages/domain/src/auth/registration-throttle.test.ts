import { describe, expect, it } from "vitest";
import {
  TAKEN_ANSWERS_PER_SOURCE,
  registrationThrottledMessage,
  registrationWaitSeconds,
} from "./registration-throttle";

describe("registration throttle", () => {
  const now = Date.parse("2026-11-26T12:00:00Z");

  it("answers freely until a source has heard 'already exists' three times", () => {
    expect(TAKEN_ANSWERS_PER_SOURCE).toBe(3);
    expect(registrationWaitSeconds(2, now - 1000, now)).toBe(0);
    expect(registrationWaitSeconds(3, now - 1000, now)).toBe(15 * 60 - 1);
  });

  it("lets the source register again once the window has passed since the last such answer", () => {
    expect(registrationWaitSeconds(5, now - 15 * 60_000, now)).toBe(0);
    expect(registrationWaitSeconds(5, now - 14 * 60_000, now)).toBe(60);
  });

  it("says the wait in whole minutes, rounded up", () => {
    expect(registrationThrottledMessage(899)).toBe(
      "Too many attempts to create an account from this address. Try again in 15 minutes.",
    );
    expect(registrationThrottledMessage(5)).toMatch(/in 1 minute\.$/);
  });
});
