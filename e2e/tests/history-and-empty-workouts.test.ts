// Imported workouts and workouts with no program, on a phone (decision 0051): a Strong export
// goes to History under its workout names and never under the programs; an empty workout is
// started from Programs, built exercise by exercise, finished into History, and made a program day.
import { copyFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { artifactPath } from "../support/browser.js";
import { screenshotOnFailure } from "../support/expect.js";
import { useAppAndBrowser } from "../support/suite.js";
import { signUpThroughApi } from "../support/users.js";

const STRONG_EXPORT = [
  "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE",
  '2025-03-03 18:02:11,"Lower A",1h 2m,"Squat (Barbell)",1,225,5,0,0,"","",7',
  '2025-03-05 07:45:00,"Upper A",55m,"Bench Press (Barbell)",1,185,5,0,0,"","",8',
].join("\n");

/** Kept with the run's artifacts and in /tmp/shots-history for a look. */
async function shot(page: import("playwright-core").Page, name: string) {
  await page.screenshot({ path: artifactPath(name), fullPage: true });
  await copyFile(artifactPath(name), `/tmp/shots-history/${name}`).catch(() => undefined);
}

describe("imported history and empty workouts", () => {
  const suite = useAppAndBrowser();

  it("puts a Strong import in History under its workout names, not under the programs", async () => {
    const { page, context } = await suite.phonePage();
    screenshotOnFailure(() => page, "imported-history");
    await signUpThroughApi(context);
    await page.goto("/account");
    const section = page.getByRole("region", { name: "Your data" });
    await section.getByRole("radio", { name: "Strong", exact: true }).check();
    await section.getByRole("radio", { name: "Pounds", exact: true }).check();
    await section.locator('input[type="file"]').setInputFiles({
      name: "strong_workouts.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(STRONG_EXPORT),
    });
    await section.getByRole("button", { name: "Import", exact: true }).click();
    await section.getByRole("status").filter({ hasText: "Strong import finished" }).waitFor();

    await page.goto("/history");
    const lower = page.getByRole("article", { name: /Lower A$/ });
    await lower.waitFor();
    await lower.getByText("Imported from Strong 2025").waitFor();
    expect(await lower.getByText(/Phase \d/).count()).toBe(0);
    expect(await page.getByRole("article", { name: /Upper A$/ }).count()).toBe(1);
    await shot(page, "imported-history-375.png");

    await page.goto("/routine_Selection");
    await page.getByRole("heading", { name: "Your Personal Programs" }).waitFor();
    await page.getByText("No personal programs yet.").waitFor();
    expect(await page.getByRole("link", { name: /Imported from/ }).count()).toBe(0);
  });

  it("starts an empty workout, adds two exercises, finishes it into History and saves it as a program day", async () => {
    const { page, context, errors } = await suite.phonePage();
    screenshotOnFailure(() => page, "empty-workout");
    await signUpThroughApi(context);
    await page.goto("/routine_Selection");
    const start = page.getByRole("link", { name: "Start an empty workout" });
    await start.waitFor();
    await shot(page, "programs-start-empty-375.png");
    expect((await start.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    await start.click();
    await page.getByRole("heading", { level: 1, name: "Empty workout" }).waitFor();
    await page.getByText("No exercises yet").waitFor();
    await page.getByLabel("Workout name").fill("Hotel gym");

    // The first exercise found by name, the second by muscle.
    await page.getByRole("button", { name: "Add exercise" }).click();
    const picker = page.getByRole("dialog", { name: "Add exercise" });
    await picker.getByLabel("Search exercises").fill("back squat");
    await picker.getByRole("button", { name: "Add Back Squat" }).waitFor();
    await shot(page, "exercise-picker-375.png");
    await picker.getByRole("button", { name: "Add Back Squat" }).click();
    await picker.waitFor({ state: "hidden" });
    const squat = page.getByRole("region", { name: "Back Squat" });
    await squat.getByLabel("Back Squat, set 1, reps").fill("5");
    await squat.getByLabel("Back Squat, set 1, weight").fill("225");
    await squat.getByLabel("Back Squat, set 1, RPE").fill("8");
    // Each field of a set is a thumb's target, the three in line.
    const boxes = await Promise.all(
      ["reps", "weight", "RPE"].map((name) => squat.getByLabel(`Back Squat, set 1, ${name}`).boundingBox()),
    );
    for (const box of boxes) expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    expect(new Set(boxes.map((box) => box?.y)).size).toBe(1);
    await squat.getByRole("button", { name: "Add a set of Back Squat" }).click();
    // The new set starts from the last one; the lifter changes what differed.
    expect(await squat.getByLabel("Back Squat, set 2, weight").inputValue()).toBe("225");
    await squat.getByLabel("Back Squat, set 2, RPE").fill("9");
    // A reload in the gym loses nothing typed.
    await page.reload();
    expect(await squat.getByLabel("Back Squat, set 2, RPE").inputValue()).toBe("9");
    expect(await page.getByLabel("Workout name").inputValue()).toBe("Hotel gym");

    await page.getByRole("button", { name: "Add exercise" }).click();
    await picker.getByLabel("Muscle").selectOption("Triceps");
    await picker.getByRole("button", { name: "Add Close-Grip Bench Press" }).click();
    const press = page.getByRole("region", { name: "Close-Grip Bench Press" });
    await press.getByLabel("Close-Grip Bench Press, set 1, reps").fill("8");
    await press.getByLabel("Close-Grip Bench Press, set 1, weight").fill("155");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, "empty-workout-375.png");

    await page.getByRole("button", { name: "Finish workout" }).click();
    await page.waitForURL("**/history");
    const card = page.getByRole("article", { name: /Hotel gym$/ });
    await card.waitFor();
    await card.getByText("Workout with no program").waitFor();
    await card.getByText("5 reps · RPE 9 · 225 lbs").waitFor();
    await card.getByText("8 reps · no RPE · 155 lbs").waitFor();
    await shot(page, "empty-workout-history-375.png");

    await card.getByRole("button", { name: "Save Hotel gym as a program day" }).click();
    const dialog = page.getByRole("dialog", { name: "Save Hotel gym as a program day" });
    await dialog.getByLabel("Program").fill("Travel");
    await dialog.getByLabel("Day").selectOption("2");
    await shot(page, "save-as-day-form-375.png");
    await dialog.getByRole("button", { name: "Save day" }).click();
    await dialog.getByRole("status").filter({ hasText: "Saved as Phase 1 · Week 1 · Day 2 of Travel." }).waitFor();
    await shot(page, "save-as-day-375.png");
    await dialog.getByRole("button", { name: "Done" }).click();

    await page.goto("/routine_Selection");
    await page.getByRole("link", { name: "Travel" }).waitFor();
    expect(await page.getByRole("link", { name: /Hotel gym/ }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
