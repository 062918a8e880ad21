// An exercise's own unit chosen on the gym floor with no signal (decision 0110: a change the log
// cannot keep on the phone is refused at once): Adv. Entry says so in words, the choice stays as it
// was, and nothing changes later when the signal returns.
import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { artifactPath } from "../support/browser.js";
import { LIFTER_INFO, postJson } from "../support/coach.js";
import { screenshotOnFailure } from "../support/expect.js";
import { pageOf, useAppAndBrowser } from "../support/suite.js";
import { signUpThroughApi } from "../support/users.js";
import { BEGINNER, logBeginnerDayOne } from "../support/workout-log.js";

const TODAY = new Date("2026-03-04T14:00:00Z");
const NO_SIGNAL = "No response from the server. Check your connection and try again.";

describe("an exercise's unit chosen with no signal", () => {
  const suite = useAppAndBrowser();
  let context: BrowserContext;
  let page: Page;
  let errors: Error[];

  beforeAll(async () => {
    context = await suite.phoneContext({ timezoneId: "UTC" });
    await context.clock.setFixedTime(TODAY);
    await signUpThroughApi(context);
    await postJson(context, "/api/add/user_info", { ...LIFTER_INFO, unit: "kg" });
    await logBeginnerDayOne(context, () => 220.46);
    ({ page, errors } = await pageOf(context));
  });

  it("says at once that it needs the signal, and the squat stays in kg", async () => {
    screenshotOnFailure(() => page, "unit-choice-offline");
    await page.goto(`/exercises/${encodeURIComponent(BEGINNER)}`);
    await page.getByText("Phase 1 · Week 1 · Day 2", { exact: true }).waitFor();
    const squat = page.getByRole("article", { name: "Back Squat", exact: true });
    await squat.getByRole("button", { name: "Adv. Entry" }).click();
    const dialog = page.getByRole("dialog", { name: "Advanced Entry" });
    const choice = dialog.getByRole("radiogroup", { name: "Unit of Back Squat" });
    await choice.waitFor();

    await context.setOffline(true);
    await choice.getByText("lbs", { exact: true }).click();
    await dialog.getByRole("alert").getByText(NO_SIGNAL, { exact: true }).waitFor();
    await expect(choice.getByRole("radio", { name: "kg" }).isChecked()).resolves.toBe(true);
    await page.screenshot({ path: artifactPath("unit-choice-offline-375.png") });

    await context.setOffline(false);
    await page.reload();
    await page
      .getByRole("article", { name: "Back Squat", exact: true })
      .getByText(/^Suggested: \d+ kg$/)
      .waitFor();
    expect(errors).toEqual([]);
  });
});
