// The coach's daily entry with the signal lost while the weight loss assistant is open (decision
// 0110: every save through the outbox runs whatever the network): the lifter's Submit is kept on
// the phone at once, said saved, and reaches the server when the signal returns.
import { describe, expect, it } from "vitest";
import { artifactPath } from "../support/browser.js";
import { addDays, getJson, latestMonday, lifterPage, postJson } from "../support/coach.js";
import { eventually, screenshotOnFailure } from "../support/expect.js";
import { field } from "../support/screen.js";
import { useAppAndBrowser } from "../support/suite.js";

const MONDAY = latestMonday();

describe("coach: today's entry with no signal", () => {
  const suite = useAppAndBrowser();

  it("keeps 'Log today' on the phone offline and sends it when the signal returns", async () => {
    const { context, page } = await lifterPage(suite, MONDAY);
    screenshotOnFailure(() => page, "coach-offline-entry");
    await postJson(context, "/api/query/calculate_maintenance_calories", {
      weeklyWeightLoss: 1,
      returnActivityLevel: 1.55,
      date: addDays(MONDAY, -3),
    });
    await page.goto("/step-recommender");
    const log = page.getByRole("form", { name: "Log today" });
    await log.waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await context.setOffline(true);

    await field(log, "Steps walked").fill("8000");
    await field(log, "Calories consumed").fill("2200");
    await field(log, "Weight (lbs)").fill("198.6");
    await log.getByRole("button", { name: "Submit" }).click();
    await page.getByText("Successfully added steps and calories!", { exact: true }).waitFor();
    await page.getByText("1 save kept on this phone, waiting to sync").waitFor();
    await page.screenshot({ path: artifactPath("coach-offline-entry-375.png") });

    await context.setOffline(false);
    await page.getByText(/waiting to sync/).waitFor({ state: "detached", timeout: 60_000 });
    await eventually(async () => {
      const days = await getJson<{ data: { date: string }[] }>(context, `/api/query/coach_history/${MONDAY}`);
      expect(days.data).toEqual([
        expect.objectContaining({ date: MONDAY, weight: 198.6, calories: 2200, steps: 8000 }),
      ]);
    });
  });
});
