import { describe, expect, it } from "vitest";
import { MAX_WAIT_SECONDS, secondsToWait, throttledMessage, waitAfterFailures } from "./sign-in-throttle";

describe("sign-in throttle", () => {
  it("lets three failures through, then doubles the wait from 1 s up to the cap", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 50].map(waitAfterFailures)).toEqual([
      0, 0, 0, 1, 2, 4, 8, 16, 32, 60, 60, 60,
    ]);
  });

  it("never asks for more than the stated cap, whatever the count", () => {
    expect(waitAfterFailures(10_000)).toBe(MAX_WAIT_SECONDS);
    expect(secondsToWait(10_000, 0, 0)).toBe(MAX_WAIT_SECONDS);
  });

  it("counts the wait from the last failure, in whole seconds rounded up", () => {
    expect(secondsToWait(5, 0, 0)).toBe(4);
    expect(secondsToWait(5, 0, 3_001)).toBe(1);
    expect(secondsToWait(5, 0, 4_000)).toBe(0);
    expect(secondsToWait(2, 0, 0)).toBe(0);
    expect(secondsToWait(5, undefined, 0)).toBe(0);
  });

  it("says in words when to try again", () => {
    expect(throttledMessage(1)).toBe("Too many failed attempts from this address. Try again in 1 second.");
    expect(throttledMessage(32)).toBe("Too many failed attempts from this address. Try again in 32 seconds.");
    expect(throttledMessage(60)).toBe("Too many failed attempts from this address. Try again in 1 minute.");
  });
});
