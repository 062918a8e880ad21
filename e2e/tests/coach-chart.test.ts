// The coach's weight chart on a phone (375 px, UTC; issue 21, item 10): after six weeks of a cut
// with a noisy scale, the date ticks fall a whole number of days apart, the weight ticks one round
// step apart, and no weigh-in's dot is cut by the plot's edges.
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { artifactPath } from "../support/browser.js";
import { addDays, getJson, latestMonday, lifterPage, logDays, postJson, seedDays } from "../support/coach.js";
import { screenshotOnFailure } from "../support/expect.js";
import { useAppAndBrowser } from "../support/suite.js";

const MONDAY = latestMonday();
const DAY_MS = 86_400_000;

/** Tick labels of one axis, left to right or bottom to top, with their centres on screen. */
async function ticks(chart: Locator, axis: "x" | "y"): Promise<{ text: string; at: number }[]> {
  const labels = chart.locator(`.recharts-${axis}Axis-tick-labels .recharts-cartesian-axis-tick-value`);
  const out: { text: string; at: number }[] = [];
  for (const label of await labels.all()) {
    const box = (await label.boundingBox())!;
    out.push({
      text: (await label.textContent()) ?? "",
      at: axis === "x" ? box.x + box.width / 2 : box.y + box.height / 2,
    });
  }
  return out;
}

const gaps = (xs: number[]) => xs.slice(1).map((x, i) => x - xs[i]!);

async function openChart(page: Page): Promise<Locator> {
  await page.goto("/step-recommender");
  const chart = page.locator(".recharts-wrapper").first();
  await chart.locator(".recharts-line-dots circle").first().waitFor();
  await chart.scrollIntoViewIfNeeded();
  return chart;
}

describe("coach: the weight chart at 375 px", () => {
  const suite = useAppAndBrowser();

  it("puts its ticks at even dates and weights and draws every weigh-in whole", async () => {
    const { context, page } = await lifterPage(suite, MONDAY);
    screenshotOnFailure(() => page, "coach-chart");
    const start = addDays(MONDAY, -41);
    await postJson(context, "/api/query/calculate_maintenance_calories", {
      weeklyWeightLoss: 1,
      returnActivityLevel: 1.55,
      date: start,
    });
    // A cut of about a pound a week with the scale's day-to-day swing, its highest and lowest
    // readings on the chart's first and last days.
    const swing = [0.9, -0.6, 0.3, -1.1, 0.5, -0.2, 1.2];
    await logDays(
      context,
      "cut",
      seedDays(start, 42, (i) => ({
        weight: i === 0 ? 201.8 : i === 41 ? 193.1 : Math.round((200 - i / 7 + swing[i % 7]!) * 10) / 10,
        calories: 2300,
      })),
    );
    const history = await getJson<{ data: { weight: number | null }[] }>(context, `/api/query/coach_history/${MONDAY}`);
    const weighed = history.data.filter((d) => d.weight !== null).length;

    const chart = await openChart(page);
    await page.screenshot({ path: artifactPath("coach-chart-375.png"), fullPage: true });
    await chart.screenshot({ path: artifactPath("coach-chart-only-375.png") });

    // Dates: a whole number of days apart, and as far apart on screen.
    const x = await ticks(chart, "x");
    expect(x.length).toBeGreaterThanOrEqual(3);
    const year = Number(MONDAY.slice(0, 4));
    const dates = x.map((t) => Date.parse(`${t.text}, ${year} UTC`));
    expect(dates.every((d) => Number.isFinite(d))).toBe(true);
    const dayGaps = gaps(dates).map((g) => Math.round(((g / DAY_MS) % 365) + 365) % 365);
    expect(new Set(dayGaps).size).toBe(1);
    const xGaps = gaps(x.map((t) => t.at));
    expect(Math.max(...xGaps) - Math.min(...xGaps)).toBeLessThan(2);

    // Weights: one round step apart, evenly spaced.
    const y = await ticks(chart, "y");
    const values = y.map((t) => Number(t.text));
    expect(values.every((v) => Number.isFinite(v))).toBe(true);
    expect(new Set(gaps(values).map((g) => Math.abs(Math.round(g * 100) / 100))).size).toBe(1);
    const yGaps = gaps(y.map((t) => t.at));
    expect(Math.max(...yGaps) - Math.min(...yGaps)).toBeLessThan(2);

    // Every weigh-in's dot lies wholly inside the plot (the grid's area), none cut at its edges.
    const dots = chart.locator(".recharts-line-dots circle");
    expect(await dots.count()).toBe(weighed);
    const plot = (await chart.locator(".recharts-cartesian-grid").boundingBox())!;
    for (const dot of await dots.all()) {
      const box = (await dot.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(plot.x);
      expect(box.x + box.width).toBeLessThanOrEqual(plot.x + plot.width);
      expect(box.y).toBeGreaterThanOrEqual(plot.y);
      expect(box.y + box.height).toBeLessThanOrEqual(plot.y + plot.height);
    }
  });
});
