import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The rest timer comes on demand: nothing of it is loaded until a save starts a rest or one is
// kept from before a reload; a rest is timed from its save, however long the store takes to come.

const T0 = Date.parse("2026-03-02T18:00:00Z");
const loads = vi.hoisted(() => ({ store: 0 }));
vi.mock("../rest-signals", () => ({ signalRestEnd: vi.fn(), unlockSound: vi.fn() }));
vi.mock("../wake-lock", () => ({ keepScreenAwake: () => () => undefined }));
vi.mock("./store", async (importOriginal) => {
  loads.store += 1;
  return importOriginal();
});

describe("the rest timer on demand", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: T0, toFake: ["Date", "setInterval", "clearInterval"] });
    vi.resetModules();
    localStorage.clear();
    loads.store = 0;
  });
  afterEach(() => vi.useRealTimers());

  const load = () => import("./on-demand");

  it("loads nothing and shows no bar while no rest is started or kept", async () => {
    const onDemand = await load();
    const { result } = renderHook(() => onDemand.useRestWanted());
    onDemand.startRest({ minRest: 0, maxRest: 0 }, "Plank");
    onDemand.dismissRest();
    await vi.dynamicImportSettled();
    expect(result.current).toBe(false);
    expect(loads.store).toBe(0);
  });

  it("shows the bar once a save starts a rest, timed from the save", async () => {
    const onDemand = await load();
    const { result } = renderHook(() => onDemand.useRestWanted());
    act(() => onDemand.startRest({ minRest: 2, maxRest: 3 }, "Back Squat"));
    expect(result.current).toBe(true);
    // The store comes 2 s later: the rest still began at the save.
    vi.setSystemTime(T0 + 2_000);
    await vi.dynamicImportSettled();
    const store = await import("./store");
    expect(store.restSnapshot()).toMatchObject({ timer: { startedAt: T0 }, view: { elapsed: 2 } });

    onDemand.dismissRest();
    await vi.dynamicImportSettled();
    expect(store.restSnapshot()).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it("shows the bar after the first paint when a rest was kept from before a reload", async () => {
    localStorage.setItem("ironpath.rest-timer", JSON.stringify({ startedAt: T0, lowSeconds: 120, highSeconds: 180 }));
    const onDemand = await load();
    const { result } = renderHook(() => onDemand.useRestWanted());
    expect(result.current).toBe(true);
    expect(loads.store).toBe(0); // the bar brings the store when it comes
  });
});
