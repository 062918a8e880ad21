import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The rest timer's store on a fake clock: the tone and the buzz at each end once, the screen kept
// awake until the high end, a reload that carries on, Skip.

const T0 = Date.parse("2026-03-02T18:00:00Z");
const s = (seconds: number) => T0 + seconds * 1000;

const signals = vi.hoisted(() => ({ signalRestEnd: vi.fn(), unlockSound: vi.fn() }));
const wakeLock = vi.hoisted(() => ({ release: vi.fn(), keepScreenAwake: vi.fn() }));
vi.mock("../rest-signals", () => signals);
vi.mock("../wake-lock", () => ({ keepScreenAwake: wakeLock.keepScreenAwake }));

describe("the rest timer store", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: T0 });
    vi.resetModules();
    localStorage.clear();
    signals.signalRestEnd.mockClear();
    wakeLock.release.mockClear();
    wakeLock.keepScreenAwake.mockReset().mockReturnValue(wakeLock.release);
  });
  afterEach(() => vi.useRealTimers());

  const load = () => import("./store");

  it("tells the low end and the high end once each, and keeps the screen awake until the high end", async () => {
    const store = await load();
    const changes = vi.fn();
    store.subscribeRest(changes);
    store.startRest({ minRest: 2, maxRest: 3 }, "Back Squat");
    expect(store.restSnapshot()?.view).toMatchObject({ elapsed: 0, phase: "resting" });
    expect(wakeLock.keepScreenAwake).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(119_000);
    expect(signals.signalRestEnd).not.toHaveBeenCalled();
    expect(store.restSnapshot()?.view.elapsed).toBe(119);
    vi.advanceTimersByTime(1_000);
    expect(signals.signalRestEnd.mock.calls).toEqual([["low"]]);
    expect(store.restSnapshot()?.view.phase).toBe("low");
    expect(wakeLock.release).not.toHaveBeenCalled();

    vi.advanceTimersByTime(60_000);
    expect(signals.signalRestEnd.mock.calls).toEqual([["low"], ["high"]]);
    expect(store.restSnapshot()?.view.phase).toBe("done");
    expect(wakeLock.release).toHaveBeenCalledTimes(1);

    // Past the high end the bar says 'next set' a while, then goes by itself.
    vi.advanceTimersByTime(120_000);
    expect(store.restSnapshot()).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(signals.signalRestEnd).toHaveBeenCalledTimes(2);
    // One render per second shown, not per tick.
    expect(changes.mock.calls.length).toBeLessThanOrEqual(302);
  });

  it("survives a reload: the same rest from its start time, ends already reached not told again", async () => {
    const first = await load();
    first.startRest({ minRest: 2, maxRest: 3 }, "Back Squat");
    vi.advanceTimersByTime(130_000);
    expect(signals.signalRestEnd).toHaveBeenCalledTimes(1);

    // The page goes (its ticking with it) and comes back.
    vi.clearAllTimers();
    vi.resetModules();
    vi.setSystemTime(s(140));
    const second = await load();
    expect(second.restSnapshot()).toBeNull(); // nothing read before the bar subscribes
    second.subscribeRest(() => undefined);
    expect(second.restSnapshot()).toMatchObject({
      timer: { exerciseName: "Back Squat" },
      view: { elapsed: 140, phase: "low" },
    });
    vi.advanceTimersByTime(40_000);
    expect(signals.signalRestEnd.mock.calls).toEqual([["low"], ["high"]]);
  });

  it("gives 30 s more, tells the moved end when it comes, and Skip ends it at once", async () => {
    const store = await load();
    store.subscribeRest(() => undefined);
    store.startRest({ minRest: 2, maxRest: 3 }, "Back Squat");
    vi.advanceTimersByTime(100_000);
    store.addRestTime();
    expect(store.restSnapshot()?.view).toMatchObject({ lowSeconds: 150, highSeconds: 210 });
    vi.advanceTimersByTime(30_000);
    expect(signals.signalRestEnd).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20_000);
    expect(signals.signalRestEnd.mock.calls).toEqual([["low"]]);

    store.dismissRest();
    expect(store.restSnapshot()).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(wakeLock.release).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(120_000);
    expect(signals.signalRestEnd).toHaveBeenCalledTimes(1);
  });

  it("starts nothing for a row without rest, and a new rest replaces the one under way", async () => {
    const store = await load();
    store.startRest({ minRest: 0, maxRest: 0 }, "Plank");
    expect(store.restSnapshot()).toBeNull();
    store.startRest({ minRest: 2, maxRest: 3 }, "Back Squat");
    vi.advanceTimersByTime(150_000);
    store.startRest({ minRest: 1, maxRest: 2 }, "Barbell Row");
    expect(store.restSnapshot()).toMatchObject({ timer: { exerciseName: "Barbell Row" }, view: { elapsed: 0 } });
    expect(JSON.parse(localStorage.getItem("ironpath.rest-timer") ?? "null")).toMatchObject({ startedAt: s(150) });
  });
});
