// Your data, on a phone: a lifter moving from Strong imports their export on the Account screen,
// reads what was imported and skipped, and finds the imported sets in the CSV they download.
import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { artifactPath } from "../support/browser.js";
import { screenshotOnFailure } from "../support/expect.js";
import { useAppAndBrowser } from "../support/suite.js";
import { signUpThroughApi } from "../support/users.js";

// Strong's newer export: comma separated, no unit column (the lifter says kg), a warm-up row,
// an exercise the catalogue does not have, a cardio row.
const STRONG_EXPORT = [
  "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE",
  '2025-03-03 18:02:11,"Lower A",1h 2m,"Squat (Barbell)",W,60,5,0,0,"","",',
  '2025-03-03 18:02:11,"Lower A",1h 2m,"Squat (Barbell)",1,100,5,0,0,"","",7',
  '2025-03-03 18:02:11,"Lower A",1h 2m,"Squat (Barbell)",2,100,5,0,0,"","",8',
  '2025-03-03 18:02:11,"Lower A",1h 2m,"Zercher Squat (Barbell)",1,70,8,0,0,"","",',
  '2025-03-03 18:02:11,"Lower A",1h 2m,"Running (Treadmill)",1,0,0,1.5,720,"","",',
  '2025-03-05 07:45:00,"Upper A",55m,"Bench Press (Barbell)",1,80,5,0,0,"","",8',
  '2025-03-05 07:45:00,"Upper A",55m,"Bench Press (Barbell)",2,80,5,0,0,"","",8.5',
].join("\n");

describe("your data: import a Strong export, read the report, download the sets", () => {
  const suite = useAppAndBrowser();

  it("imports at 375 px, reports what it did, and the CSV export holds the imported sets", async () => {
    const { page, context, errors } = await suite.phonePage();
    screenshotOnFailure(() => page, "your-data-import");
    await signUpThroughApi(context);
    await page.goto("/account");
    await page.getByRole("heading", { level: 1, name: "Account", exact: true }).waitFor();

    const section = page.getByRole("region", { name: "Your data" });
    await section.getByRole("heading", { name: "Your data" }).scrollIntoViewIfNeeded();
    await section.getByRole("radio", { name: "Strong", exact: true }).check();
    await section.getByRole("radio", { name: "Kilograms", exact: true }).check();
    await section.locator('input[type="file"]').setInputFiles({
      name: "strong_workouts.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(STRONG_EXPORT),
    });
    const importButton = section.getByRole("button", { name: "Import", exact: true });
    const clear = section.getByRole("button", { name: "Clear the chosen file", exact: true });
    // Large targets for a thumb: every control of the section is at least 44 px tall, the file
    // field's clear button 44 px wide too.
    expect((await clear.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(44);
    await clear.scrollIntoViewIfNeeded();
    await page.screenshot({ path: artifactPath("your-data-file-chosen-375.png") });
    for (const target of [
      clear,
      importButton,
      section.getByRole("link", { name: "Export everything (JSON)" }),
      section.getByRole("link", { name: "Export sets (CSV)" }),
    ]) {
      expect((await target.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
    await importButton.click();

    const report = section.getByRole("status").filter({ hasText: "Strong import finished" });
    await report.waitFor();
    const text = (await report.textContent()) ?? "";
    expect(text).toContain("Imported 2 workout days with 5 sets into Imported from Strong 2025.");
    expect(text).toContain("Zercher Squat (Barbell) → Zercher Squat Barbell");
    expect(text).toContain("Squat (Barbell) → Back Squat");
    expect(text).toContain("1 row: warm-up set (line 2)");
    expect(text).toContain("1 row: cardio or timed set (distance or time, no reps) (line 6)");
    // The report is in view, and nothing is wider than the phone.
    expect(await report.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: artifactPath("your-data-import-375.png"), fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      section.getByRole("link", { name: "Export sets (CSV)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^ironpath-sets-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile(await download.path(), "utf8");
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe(
      "date,program,phase,week,day,exercise,set,reps,rpe,weight_lbs,seconds,exercise_type,status,weight,unit,warm_up,note,exercise_note",
    );
    expect(lines.slice(1)).toEqual([
      "2025-03-03,Imported from Strong 2025,1,11,2,Back Squat,1,5,7,220.46,,weight_reps,done,220.46,lb,false,,",
      "2025-03-03,Imported from Strong 2025,1,11,2,Back Squat,2,5,8,220.46,,weight_reps,done,220.46,lb,false,,",
      "2025-03-03,Imported from Strong 2025,1,11,2,Zercher Squat Barbell,1,8,,154.32,,weight_reps,done,154.32,lb,false,,",
      "2025-03-05,Imported from Strong 2025,1,11,4,Barbell Bench Press,1,5,8,176.37,,weight_reps,done,176.37,lb,false,,",
      "2025-03-05,Imported from Strong 2025,1,11,4,Barbell Bench Press,2,5,8.5,176.37,,weight_reps,done,176.37,lb,false,,",
    ]);

    // Importing the same file again adds nothing, and says so.
    await importButton.click();
    await section
      .getByRole("status")
      .filter({ hasText: "Nothing new: every set in this file was imported before." })
      .waitFor();
    expect(errors).toEqual([]);
  });
});
