import { afterEach, describe, expect, it, vi } from "vitest";
import { askOnceToNotify, restEnds } from "./rest-notifications";

const timer = { startedAt: 1_000_000, lowSeconds: 120, highSeconds: 180, exerciseName: "Back Squat" };

describe("a rest's ends for the service worker", () => {
  it("says each end still to come in the bar's words, the high end with a double buzz", () => {
    expect(restEnds(timer, timer.startedAt)).toEqual([
      { at: 1_120_000, title: "Rest 2:00 reached", body: "Back Squat: next set when you are ready.", vibrate: [200] },
      { at: 1_180_000, title: "Rest 3:00 — next set", body: "Back Squat", vibrate: [200, 100, 200] },
    ]);
    // Past the low end (a reload, +30 s): only the high end is left; past both, nothing.
    expect(restEnds(timer, 1_150_000).map((end) => end.title)).toEqual(["Rest 3:00 — next set"]);
    expect(restEnds(timer, 1_200_000)).toEqual([]);
    // One end only when the range is a single value.
    expect(restEnds({ ...timer, lowSeconds: 180 }, timer.startedAt)).toHaveLength(1);
  });
});

describe("asking to notify", () => {
  // jsdom has no service worker; the app asks only where one can show the notification.
  Object.defineProperty(navigator, "serviceWorker", { configurable: true, value: {} });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("asks once ever, at the first rest, and sends the rest once allowed", async () => {
    const requestPermission = vi.fn(async () => "granted" as NotificationPermission);
    vi.stubGlobal("Notification", { permission: "default", requestPermission });
    const granted = vi.fn();
    askOnceToNotify(granted);
    askOnceToNotify(granted);
    await vi.waitFor(() => expect(granted).toHaveBeenCalledTimes(1));
    expect(requestPermission).toHaveBeenCalledTimes(1);
  });

  it("does not ask a lifter who already answered", () => {
    const requestPermission = vi.fn();
    vi.stubGlobal("Notification", { permission: "denied", requestPermission });
    askOnceToNotify(() => undefined);
    expect(requestPermission).not.toHaveBeenCalled();
  });
});
