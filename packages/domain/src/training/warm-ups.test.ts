import { describe, expect, it } from "vitest";
import { countedEntries, setsCounted } from "./set-count";
import { liftBests } from "./strength/records";
import { type LoggedSet, bestRecentOneRepMax, sessionsOf } from "./strength/sessions";
import { suggestLoad } from "./strength/progression";
import { exerciseKind } from "./strength/exercise-kind";
import { warmUpLabel, workSetsOf } from "./warm-ups";

// Decision 0066: a warm-up is logged and shown, but counts as no set and feeds no record, e1RM,
// volume or progression. Each reader is given a history where a warm-up would change its answer.

const DATE = "2025-11-21";
const set = (setIndex: number, weight: number, reps: number, rpe: number | null, warmUp = false): LoggedSet => ({
  setIndex,
  weight,
  reps,
  rpe,
  performedOn: DATE,
  rowId: "row-1",
  ...(warmUp ? { warmUp: true } : {}),
});

// A ramp of many reps at a light weight, then two work sets that missed the top of the range.
const warmUps = [set(1, 135, 15, 9, true), set(2, 185, 12, 9.5, true)];
const work = [set(1, 185, 5, 8), set(2, 185, 5, 8)];
const history = [...warmUps, ...work];

describe("warm-ups counted apart from work sets", () => {
  it("count as no set, and a quick entry beside warm-ups alone still stands for its sets", () => {
    expect(setsCounted(history, () => 3)).toEqual([0, 0, 1, 1]);
    const quick = { ...set(0, 185, 5, 8), setIndex: 0 };
    expect(setsCounted([...warmUps, quick], () => 3)).toEqual([0, 0, 3]);
    expect(countedEntries(history)).toEqual(work);
  });

  it("are in no session: last session's sets are the work sets", () => {
    const [session] = sessionsOf(history);
    expect(session?.sets.map((s) => [s.set, s.weight, s.reps])).toEqual([
      [1, 185, 5],
      [2, 185, 5],
    ]);
  });

  it("give no estimated 1RM and no rep record", () => {
    // 185 × 12 @ 9.5 would estimate far above 185 × 5 @ 8.
    const withWarmUps = bestRecentOneRepMax(history, DATE);
    expect(withWarmUps).toBe(bestRecentOneRepMax(work, DATE));
    expect(withWarmUps).not.toBe(
      bestRecentOneRepMax(
        history.map((s) => ({ ...s, warmUp: false })),
        DATE,
      ),
    );
    expect(liftBests(history)).toEqual(liftBests(work));
    expect(liftBests(history).reps).toEqual([{ weight: 185, reps: 5 }]);
  });

  it("are left out of the work sets (the day's volume: summarise-day.test.ts)", () => {
    expect(workSetsOf(history)).toHaveLength(2);
    expect(workSetsOf(history).every((s) => !s.warmUp)).toBe(true);
  });

  it("hold no progression back: work sets that reached the reps step the load up, whatever the warm-ups did", () => {
    const kind = exerciseKind("Back Squat", ["quadriceps"], "weight_reps");
    const prescription = { sets: 2, reps: "5", rpe: null, percent1RM: null };
    const lastSession = sessionsOf([set(1, 135, 3, null, true), set(1, 185, 5, null), set(2, 185, 5, null)])[0];
    const suggestion = suggestLoad({
      exerciseName: "Back Squat",
      kind,
      prescription,
      record: { lastSession: lastSession ?? null, bestOneRepMax: null },
      oneRepMaxes: {},
    } as Parameters<typeof suggestLoad>[0]);
    expect(suggestion.weight).toBeGreaterThan(185);
  });

  it("are labelled W1, W2, …", () => {
    expect([1, 2].map(warmUpLabel)).toEqual(["W1", "W2"]);
  });
});
