import { describe, expect, it } from "vitest";
import { addRest, formatClock, newRestTimer, reachedEnd, restMessage, restView } from "./timer";

// The rest timer's pure timing: its ends, +30 s, and what the bar says.

const T0 = Date.parse("2026-03-02T18:00:00Z");
const s = (seconds: number) => T0 + seconds * 1000;

describe("rest timing", () => {
  const timer = newRestTimer({ minRest: 2, maxRest: 3 }, "Back Squat", T0);
  if (!timer) throw new Error("a 2-3 minute rest starts a timer");

  it("counts through the range: resting, the low end reached, the high end reached", () => {
    expect(restView(timer, s(119.9))).toMatchObject({ elapsed: 119, phase: "resting", expired: false });
    expect(restView(timer, s(120))).toMatchObject({ elapsed: 120, phase: "low" });
    expect(restView(timer, s(180))).toMatchObject({ elapsed: 180, phase: "done", expired: false });
    // Two minutes past the high end nobody is resting any more: the bar goes.
    expect(restView(timer, s(300)).expired).toBe(true);
  });

  it("says it in words", () => {
    expect(restMessage(restView(timer, s(30)))).toBe("Rest 2:00–3:00");
    expect(restMessage(restView(timer, s(125)))).toBe("Rest 2:00 reached");
    expect(restMessage(restView(timer, s(181)))).toBe("Rest 3:00 — next set");
    const single = newRestTimer({ minRest: 3, maxRest: 3 }, "Deadlift", T0);
    expect(single && restMessage(restView(single, T0))).toBe("Rest 3:00");
    expect(formatClock(65)).toBe("1:05");
    expect(formatClock(600)).toBe("10:00");
  });

  it("starts no timer for a row without rest", () => {
    expect(newRestTimer({ minRest: 0, maxRest: 0 }, "Plank", T0)).toBeNull();
  });

  it("tells each end once, when it is reached", () => {
    expect(reachedEnd(null, "low")).toBeNull(); // a reload past the low end: not told again
    expect(reachedEnd("resting", "resting")).toBeNull();
    expect(reachedEnd("resting", "low")).toBe("low");
    expect(reachedEnd("low", "done")).toBe("high");
    expect(reachedEnd("resting", "done")).toBe("high"); // a single-value rest
    expect(reachedEnd("done", "low")).toBeNull(); // +30 s after the high end
  });

  it("gives 30 s more: the ends not reached move, past the high end the next set is 30 s away", () => {
    expect(addRest(timer, s(60))).toMatchObject({ lowSeconds: 150, highSeconds: 210 });
    expect(addRest(timer, s(130))).toMatchObject({ lowSeconds: 120, highSeconds: 210 });
    expect(addRest(timer, s(200))).toMatchObject({ lowSeconds: 120, highSeconds: 230 });
  });
});
