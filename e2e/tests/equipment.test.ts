// The lifter's bar and plates on a phone (issue 11): set on User Info in a section of its own below
// the product's form (its own Save, 'Saved', no navigation), shown on Profile, and used for the next
// day's plates per side and warm-ups. Thumb-sized controls, text at 4.5:1, no sideways scrolling.
import type { BrowserContext, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { artifactPath } from "../support/browser.js";
import { LIFTER_INFO, getJson, postJson } from "../support/coach.js";
import { eventually, expectPath, screenshotOnFailure } from "../support/expect.js";
import { useAppAndBrowser } from "../support/suite.js";
import { signUpThroughApi } from "../support/users.js";
import { lowContrastTexts } from "../support/contrast.js";

const PROGRAM = "Beginner Linear Progression 3-Day";
const MIN_TOUCH = 44;

interface Row {
  exerciseId: string;
  exercise_name: string;
  weight: number | null;
  plates: { bar: number; perSide: number[]; loaded: number; exact: boolean } | null;
  plan: { warmUps: { weight: number; reps: number }[] };
}

/** yyyy-mm-dd of the machine's local date, `days` from today (the browser's clock is the same). */
function localDate(days = 0): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

async function nextDaySquat(context: BrowserContext, date: string): Promise<Row> {
  const day = await getJson<{ data: Row[] }>(
    context,
    `/api/query/nextExerciseDay/${date}/${encodeURIComponent(PROGRAM)}`,
  );
  const squat = day.data.find((r) => r.exercise_name === "Back Squat");
  if (!squat) throw new Error("no Back Squat on the next day");
  return squat;
}

/** A lifter with details whose day 1 squat (yesterday, 3 × 5 at 225) went to plan: today's is 235. */
async function lifterWithASquat(context: BrowserContext): Promise<void> {
  await signUpThroughApi(context);
  await postJson(context, "/api/add/user_info", LIFTER_INFO);
  const yesterday = localDate(-1);
  const squat = await nextDaySquat(context, yesterday);
  await postJson(context, `/api/add/addUserExerciseData/${encodeURIComponent(PROGRAM)}`, {
    exerciseId: squat.exerciseId,
    exercise_name: squat.exercise_name,
    actualReps: 5,
    actualRpe: 8,
    weight: 225,
    date: yesterday,
  });
}

async function heightOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not visible`);
  return box.height;
}

/** The value beside a term of a description list. */
async function detail(scope: Locator, term: string): Promise<string> {
  const dt = scope.locator("dt", { hasText: new RegExp(`^${term}$`) });
  return ((await dt.locator("xpath=following-sibling::dd[1]").textContent()) ?? "").trim();
}

const section = (page: Page) => page.getByRole("region", { name: "Bar and plates" });
/** A plate's toggle as a thumb meets it: the chip's label. */
const chip = (page: Page, lbs: number) =>
  section(page)
    .locator("label")
    .filter({ hasText: new RegExp(`^${lbs.toString().replace(".", "\\.")}$`) });
const plateBox = (page: Page, lbs: number) => section(page).getByRole("checkbox", { name: `${lbs} lb`, exact: true });

describe("bar and plates: User Info, Profile and the next day's plates", () => {
  const { phonePage } = useAppAndBrowser();

  it("sets a 35 lb bar without 45s at 375 px, says 'Saved', shows it on Profile and loads the squat with it", async () => {
    const { context, page, errors } = await phonePage();
    screenshotOnFailure(() => page, "equipment");
    await lifterWithASquat(context);
    const before = await nextDaySquat(context, localDate());
    expect(before.plates).toEqual({ bar: 45, perSide: [45, 45, 5], loaded: 235, exact: true });

    await page.goto("/user-info");
    await page.getByRole("heading", { level: 1, name: "User Info" }).waitFor();
    const bar = section(page).getByLabel("Bar", { exact: true });
    await eventually(async () => expect(await bar.inputValue()).toBe("45"));
    expect(await plateBox(page, 45).isChecked()).toBe(true);
    expect(await plateBox(page, 55).isChecked()).toBe(false);

    // The product's form is all there, with its Submit; this section comes after it.
    const form = page.getByRole("form", { name: "User Info" });
    await eventually(async () =>
      expect(await form.getByLabel("First name", { exact: true }).inputValue()).toBe("Casey"),
    );
    const submit = form.getByRole("button", { name: "Submit", exact: true });
    const [submitBox, sectionBox] = [await submit.boundingBox(), await section(page).boundingBox()];
    expect(sectionBox?.y ?? 0).toBeGreaterThan((submitBox?.y ?? 0) + (submitBox?.height ?? 0));

    await bar.selectOption("35");
    await chip(page, 45).click();
    expect(await plateBox(page, 45).isChecked()).toBe(false);

    // Thumb-sized, no sideways scrolling, readable.
    const save = section(page).getByRole("button", { name: "Save bar and plates" });
    expect(await heightOf(bar)).toBeGreaterThanOrEqual(MIN_TOUCH);
    expect(await heightOf(save)).toBeGreaterThanOrEqual(MIN_TOUCH);
    for (const lbs of [55, 45, 35, 25, 10, 5, 2.5, 1.25]) {
      const box = await chip(page, lbs).boundingBox();
      expect(box?.height, `${lbs} lb chip`).toBeGreaterThanOrEqual(MIN_TOUCH);
      expect(box?.width, `${lbs} lb chip`).toBeGreaterThanOrEqual(MIN_TOUCH);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, "horizontal overflow in px").toBeLessThanOrEqual(0);

    const saved = page.waitForResponse((r) => r.url().endsWith("/api/add/equipment"));
    await save.click();
    const response = await saved;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toEqual({ bar: 35, plates: [35, 25, 10, 5, 2.5] });
    await section(page).getByRole("status").filter({ hasText: "Saved" }).waitFor();
    // Its own Save stays on the screen.
    await expectPath(page, "/user-info");
    expect(await lowContrastTexts(section(page))).toEqual([]);
    await section(page).scrollIntoViewIfNeeded();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: artifactPath("equipment-user-info-375.png"), fullPage: true });

    // The next day's squat is loaded on the 35 lb bar with what is left: 35 + 35 + 25 + 5 a side.
    const after = await nextDaySquat(context, localDate());
    expect(after.weight).toBe(235);
    expect(after.plates).toEqual({ bar: 35, perSide: [35, 35, 25, 5], loaded: 235, exact: true });
    expect(after.plan.warmUps[0]).toEqual({ weight: 35, reps: 5 });

    await page.goto("/profile");
    await page.getByRole("heading", { level: 1, name: "Profile" }).waitFor();
    const shown = page.getByRole("region", { name: "Bar and plates" });
    await shown.locator("dt").first().waitFor();
    expect(await detail(shown, "Bar")).toBe("35 lb (women's bar)");
    expect(await detail(shown, "Plates")).toBe("35, 25, 10, 5 and 2.5 lb");
    expect(await lowContrastTexts(shown)).toEqual([]);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: artifactPath("equipment-profile-375.png"), fullPage: true });

    // Back on User Info, the choices are the saved ones.
    await page.goto("/user-info");
    await eventually(async () =>
      expect(await section(page).getByLabel("Bar", { exact: true }).inputValue()).toBe("35"),
    );
    expect(await plateBox(page, 45).isChecked()).toBe(false);
    expect(await plateBox(page, 35).isChecked()).toBe(true);
    expect(errors).toEqual([]);
  });

  it("refuses no plates at all in words and keeps what was saved", async () => {
    const { context, page, errors } = await phonePage();
    screenshotOnFailure(() => page, "equipment-refused");
    await signUpThroughApi(context);
    await page.goto("/user-info");
    for (const lbs of [45, 35, 25, 10, 5, 2.5]) {
      await plateBox(page, lbs).waitFor({ state: "attached" });
      await chip(page, lbs).click();
    }
    await section(page).getByRole("button", { name: "Save bar and plates" }).click();
    await section(page).getByRole("alert").filter({ hasText: "Plates: must name at least one plate" }).waitFor();
    expect(await getJson(context, "/api/query/equipment")).toEqual({
      data: { bar: 45, plates: [45, 35, 25, 10, 5, 2.5] },
    });
    expect(errors).toEqual([]);
  });
});
