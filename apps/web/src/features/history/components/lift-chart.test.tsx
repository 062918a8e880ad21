import { waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../test/render";
import type { LiftPoint } from "../api/get-lift-progress";
import { LiftChart } from "./lift-chart";

// The estimated-1RM chart on a time axis (decision 0048): two sessions two weeks apart in
// September 2025 and one in November 2026 sit as far apart as their dates, not evenly, and the
// axis says both years.

const point = (date: string, e1rm: number): LiftPoint => ({ date, e1rm, reps: 5, weight: 225, rpe: 8 });
const POINTS = [point("2025-09-10", 250), point("2025-09-24", 255), point("2026-11-20", 280)];

describe("LiftChart", () => {
  beforeEach(() => {
    // jsdom lays nothing out: the chart's container is given a phone's width.
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({
      width: 320,
      height: 220,
      top: 0,
      left: 0,
      right: 320,
      bottom: 220,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it("places each session by its date and gives the year where it changes", async () => {
    const { container } = renderWithApp(<LiftChart points={POINTS} unit="lb" />);
    const dots = await waitFor(() => {
      const found = [...container.querySelectorAll(".recharts-line-dot")];
      expect(found).toHaveLength(3);
      return found.map((d) => Number(d.getAttribute("cx")));
    });
    const [a = 0, b = 0, c = 0] = dots;
    // 14 days, then 422 more: the second dot sits 14/436 of the way, not half-way.
    expect((b - a) / (c - a)).toBeCloseTo(14 / 436, 2);

    await waitFor(() => {
      // jsdom measures no text, so recharts breaks a label into a line a word.
      const ticks = [...container.querySelectorAll("text[orientation='bottom'].recharts-cartesian-axis-tick-value")];
      const words = ticks.map((t) => [...t.querySelectorAll("tspan")].map((s) => s.textContent).join(" "));
      expect(words).toEqual(["Oct 2025", "Jan 2026", "Apr", "Jul", "Oct"]);
    });
  });
});
