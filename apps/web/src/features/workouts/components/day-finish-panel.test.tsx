import type { DaySummaryResponse } from "@ironpath/domain/training/day-summary-api.schema";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, stubApi } from "../../../test/fake-api";
import { renderWithApp } from "../../../test/render";
import { setCurrentUnit } from "../../../lib/weight-unit";
import { formatDuration } from "../../../lib/duration-words";
import { DayFinishPanel, volumeNote } from "./day-finish-panel";
import { expectVisible } from "../../../test/visible";

const summary: DaySummaryResponse = {
  routine_name: "Short Day",
  phase_id: 1,
  week_id: 2,
  day_id: 3,
  startedAt: "2026-03-02T18:00:00.000Z",
  finishedAt: "2026-03-02T18:52:00.000Z",
  durationSeconds: 52 * 60,
  sets: 14,
  warmUpSets: 0,
  volume: 12345.5,
  volumeUnits: [],
  records: [
    { kind: "e1rm", exercise_name: "Back Squat", value: 289.8, previous: 277.4, weight: 235, reps: 5, rpe: 8 },
    { kind: "reps", exercise_name: "Back Squat", exercise_type: "weight_reps", weight: 225, reps: 6, previous: 5 },
    { kind: "reps", exercise_name: "Chin-Up", exercise_type: "bodyweight_load", weight: 0, reps: 12, previous: 10 },
  ],
};

describe("the finish panel", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setCurrentUnit("lb");
  });

  it("says offline that the day's figures need the network, not that they failed", async () => {
    stubApi(() => Promise.reject(new TypeError("Failed to fetch")));
    renderWithApp(<DayFinishPanel program="Short Day" day={{ phase: 1, week: 2, day: 3 }} />);
    const panel = screen.getByRole("region", { name: "Workout complete" });
    expectVisible(await within(panel).findByText("The day's figures need the network", {}, { timeout: 8000 }));
    expect(within(panel).queryByText(/could not be loaded/)).toBeNull();
  });

  it("shows the day's duration, sets, volume and records, and the ways on", async () => {
    const calls = stubApi((call) =>
      call.path === "/api/query/day-summary/Short%20Day/1/2/3" ? json(200, summary) : undefined,
    );
    renderWithApp(<DayFinishPanel program="Short Day" day={{ phase: 1, week: 2, day: 3 }} />);
    const panel = screen.getByRole("region", { name: "Workout complete" });
    await within(panel).findByText("52 min");
    expectVisible(within(panel).getByText("14"));
    expectVisible(within(panel).getByText("12,345.5 lbs"));
    const records = within(panel).getByRole("list", { name: "Records" });
    expect(
      within(records)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "Back SquatEstimated 1RM 289.8 lbs (best before 277.4 lbs), from 235 lbs × 5 @ RPE 8",
      "Back Squat6 reps at 225 lbs or more (best before 5)",
      "Chin-Up12 reps (best before 10)",
    ]);
    expect(within(panel).getByRole("link", { name: "Programs" }).getAttribute("href")).toBe("/routine_Selection");
    expect(within(panel).getByRole("link", { name: "History" }).getAttribute("href")).toBe("/history");
    expect(calls).toHaveLength(1);
    expect(within(panel).queryByText(/warm-up/)).toBeNull();
    expect(within(panel).queryByText(/converted/)).toBeNull();
  });

  it("shows a kg lifter's volume in kg and names the lb lift counted in it converted", async () => {
    setCurrentUnit("kg");
    // 2,000 kg of squats (4,409.24 lb) and 1,000 lb of pulldowns in the one sum of pounds.
    const mixed = {
      ...summary,
      volume: 5409.24,
      volumeUnits: [
        { exercise_name: "Back Squat", unit: "kg" },
        { exercise_name: "Lat Pulldown", unit: "lb" },
      ],
      records: [],
    };
    stubApi(() => json(200, mixed));
    renderWithApp(<DayFinishPanel program="Short Day" day={{ phase: 1, week: 2, day: 3 }} />);
    const panel = screen.getByRole("region", { name: "Workout complete" });
    expectVisible(await within(panel).findByText("2,453.6 kg"));
    // Back Squat is in kg as the lifter is: only the pound lift is said converted.
    expectVisible(within(panel).getByText("Volume in kg, with Lat Pulldown converted from lbs."));
  });

  it("names every lift converted into the volume", () => {
    const volumeUnits = [
      { exercise_name: "Back Squat", unit: "kg" as const },
      { exercise_name: "Deadlift", unit: "kg" as const },
      { exercise_name: "Lat Pulldown", unit: "kg" as const },
    ];
    expect(volumeNote({ volumeUnits }, "lb")).toBe(
      "Volume in lbs, with Back Squat, Deadlift and Lat Pulldown converted from kg.",
    );
    expect(volumeNote({ volumeUnits }, "kg")).toBeNull();
  });

  it("says the warm-up sets apart from the sets, and nothing of them when there were none", async () => {
    stubApi(() => json(200, { ...summary, warmUpSets: 3 }));
    renderWithApp(<DayFinishPanel program="Short Day" day={{ phase: 1, week: 2, day: 3 }} />);
    const panel = screen.getByRole("region", { name: "Workout complete" });
    expectVisible(await within(panel).findByText("Also 3 warm-up sets, not counted in sets or volume."));
    expectVisible(within(panel).getByText("14"));
  });

  it("says when no record was set", async () => {
    stubApi(() => json(200, { ...summary, records: [] }));
    renderWithApp(<DayFinishPanel program="Short Day" day={{ phase: 1, week: 2, day: 3 }} />);
    await screen.findByText("No new records today.");
  });

  it("words a duration", () => {
    expect(formatDuration(null)).toBe("—");
    expect(formatDuration(20)).toBe("< 1 min");
    expect(formatDuration(42 * 60)).toBe("42 min");
    expect(formatDuration(75 * 60 + 10)).toBe("1 h 15 min");
  });
});
