// With no signal: the builder's unit choice is refused at once, in words (decision 0110: a change
// the phone cannot keep is sent now or refused now), rather than spinning until the signal returns;
// an empty workout's finish waits on the phone with the log's saves and reaches History later (0123).
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { artifactPath } from "../support/browser.js";
import { eventually, screenshotOnFailure, trackPageErrors } from "../support/expect.js";
import { useAppAndBrowser } from "../support/suite.js";
import { signUpThroughApi } from "../support/users.js";

const NO_SIGNAL = "No response from the server. Check your connection and try again.";
const combobox = (scope: Page | Locator, label: string) => scope.getByRole("combobox", { name: label, exact: true });

/** Names the empty workout and adds a back squat through the picker. */
async function nameAndAddSquat(page: Page, name: string) {
  await page.getByLabel("Workout name").fill(name);
  await page.getByRole("button", { name: "Add exercise" }).click();
  const picker = page.getByRole("dialog", { name: "Add exercise" });
  await picker.getByLabel("Search exercises").fill("back squat");
  await picker.getByRole("button", { name: "Add Back Squat" }).click();
  await picker.waitFor({ state: "hidden" });
}

describe("the builder and an empty workout with no signal", () => {
  const suite = useAppAndBrowser();

  it("refuses a builder row's unit at once, and the row keeps its unit", async () => {
    const { page, context, errors } = await suite.phonePage();
    screenshotOnFailure(() => page, "builder-unit-offline");
    await signUpThroughApi(context);
    await page.goto("/add-program");
    await page.getByRole("heading", { name: "Add Program", level: 1 }).waitFor();
    await combobox(page, "Program Name").fill("Basement Block");
    await combobox(page, "Program Name").blur();
    for (const [label, option] of [
      ["Phase", "1"],
      ["Week", "1"],
      ["Day", "1"],
    ] as const) {
      await combobox(page, label).click();
      await page.getByRole("option", { name: option, exact: true }).click();
    }
    const row = page.getByRole("article", { name: "Exercise 1", exact: true });
    await combobox(row, "Exercise").click();
    await combobox(row, "Exercise").fill("Back S");
    await page.getByRole("option", { name: "Back Squat", exact: true }).click();
    const unit = combobox(row, "Unit on the log");
    await eventually(async () => expect(await unit.inputValue()).toBe("lbs"));

    await context.setOffline(true);
    // Above the page's fixed "Add Program Day" bar, as a lifter scrolls it to tap it.
    await unit.evaluate((el) => el.scrollIntoView({ block: "center" }));
    await unit.click();
    await page.getByRole("option", { name: "kg", exact: true }).click();
    await row.getByText(NO_SIGNAL, { exact: true }).waitFor({ timeout: 5_000 });
    expect(await unit.inputValue()).toBe("lbs");
    await page.screenshot({ path: artifactPath("builder-unit-offline-375.png"), fullPage: true });

    await context.setOffline(false);
    // The exercise list says no unit of its own for the squat: nothing was sent later.
    const body = await (await page.request.get("/api/query/exercises")).json();
    const squat = (body.data as { exercise_name: string; unit?: string | null }[]).find(
      (e) => e.exercise_name === "Back Squat",
    );
    expect(squat?.unit ?? null).toBeNull();
    expect(errors).toEqual([]);
  });

  it("keeps an empty workout finished with no signal on the phone, and History has it once the signal returns", async () => {
    const { page, context, errors } = await suite.phonePage();
    screenshotOnFailure(() => page, "empty-workout-offline");
    await signUpThroughApi(context);
    await page.goto("/routine_Selection");
    await page.getByRole("link", { name: "Start an empty workout" }).click();
    await page.getByRole("heading", { level: 1, name: "Empty workout" }).waitFor();
    await nameAndAddSquat(page, "Basement gym");
    const squat = page.getByRole("region", { name: "Back Squat" });
    await squat.getByLabel("Back Squat, set 1, reps").fill("5");
    await squat.getByLabel("Back Squat, set 1, weight").fill("225");

    // The app is cached by its service worker, so a reload with no signal opens it.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await context.setOffline(true);
    await page.getByRole("button", { name: "Finish workout" }).click();
    await page
      .getByRole("status")
      .getByText('"Basement gym" is kept on this phone, waiting to sync: it goes to History once it is sent.', {
        exact: true,
      })
      .waitFor();
    // The page is free for the next workout; the banner counts the finished one as waiting.
    await squat.waitFor({ state: "detached" });
    expect(await page.getByLabel("Workout name").inputValue()).toBe("");
    await page.getByText("1 save kept on this phone, waiting to sync").waitFor();
    await page.screenshot({ path: artifactPath("empty-workout-offline-375.png"), fullPage: true });
    // A reload with no signal keeps it: it is in the outbox, not in the tab's draft.
    await page.reload();
    await page.getByText("1 save kept on this phone, waiting to sync").waitFor();

    await context.setOffline(false);
    await page.getByText("1 save made on this phone reached the server", { exact: false }).waitFor();
    await page.goto("/history");
    const saved = page.getByRole("article", { name: /Basement gym$/ });
    await saved.getByText("5 reps · no RPE · 225 lbs").waitFor();
    expect(await saved.count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it("keeps an empty workout through a closed tab, and forgets it when the lifter logs out (0124)", async () => {
    const { page: first, context, errors } = await suite.phonePage();
    screenshotOnFailure(() => first, "empty-workout-closed-tab");
    await signUpThroughApi(context);
    await first.goto("/empty-workout");
    await nameAndAddSquat(first, "Closed tab");
    await first.getByLabel("Back Squat, set 1, reps").fill("5");
    await first.close();

    const page = await context.newPage();
    const moreErrors = trackPageErrors(page);
    await page.goto("/empty-workout");
    await eventually(async () => expect(await page.getByLabel("Workout name").inputValue()).toBe("Closed tab"));
    expect(await page.getByLabel("Back Squat, set 1, reps").inputValue()).toBe("5");

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Log Out" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    const drafts = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("ironpath:draft:")));
    expect(drafts).toEqual([]);
    expect([...errors, ...moreErrors]).toEqual([]);
  });
});
