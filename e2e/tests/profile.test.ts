// User Info and Profile end to end on a phone: a new user enters their details from Home, lands on
// the Programs screen with a toast, and reads them back on Profile; a failed save still moves on
// with the server's words; a signed-out deep link survives sign-in (and Create User); toasts stay
// clear of the hamburger; the sign-in controls are comfortable touch targets.
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { artifactPath } from "../support/browser.js";
import { eventually, expectDisabled, expectPath, screenshotOnFailure } from "../support/expect.js";
import { useAppAndBrowser } from "../support/suite.js";
import { TEST_PASSWORD, signUpThroughApi, uniqueEmail } from "../support/users.js";

const DETAILS = {
  firstName: "Ada",
  lastName: "Lovelace",
  gender: "female",
  weight: "150.5",
  heightFt: "5",
  heightIn: "6",
  age: "34",
  yearsLifting: "3",
  deadlift: "275",
  squat: "225",
  // Bench press is left empty: the profile shows "—" for it.
  overheadPress: "95",
} as const;

const MIN_TOUCH = 44;

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} has no bounding box (not visible)`);
  return box;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

const loginPanel = (page: Page) => page.getByRole("region", { name: "Sign in" });
const hamburger = (page: Page) => page.getByRole("button", { name: "Open menu" });
const toasts = (page: Page) => page.locator(".mantine-Notifications-notification");

async function expectHeading(page: Page, name: string): Promise<void> {
  await page.getByRole("heading", { level: 1, name, exact: true }).waitFor({ state: "visible" });
}

/** The toast with `text` is shown and nowhere touches the header's hamburger button. */
async function expectToastClearOfHamburger(page: Page, text: string): Promise<Locator> {
  const toast = toasts(page).filter({ hasText: text }).first();
  await toast.waitFor({ state: "visible", timeout: 10_000 });
  // Measured once the toast has slid into place.
  await page.waitForTimeout(400);
  const [toastBox, menuBox] = await Promise.all([boxOf(toast), boxOf(hamburger(page))]);
  expect(overlaps(toastBox, menuBox), `toast ${JSON.stringify(toastBox)} vs menu ${JSON.stringify(menuBox)}`).toBe(
    false,
  );
  // The hamburger still takes the tap while the toast is up.
  const centre = { x: menuBox.x + menuBox.width / 2, y: menuBox.y + menuBox.height / 2 };
  const hit = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest("button")?.getAttribute("aria-label") ?? null,
    centre,
  );
  expect(hit).toBe("Open menu");
  return toast;
}

async function openMenu(page: Page): Promise<Locator> {
  const menu = page.getByRole("navigation", { name: "Main menu" });
  await menu.waitFor({ state: "hidden" });
  await hamburger(page).click();
  await menu.waitFor({ state: "visible" });
  return menu;
}

/** The value shown beside a term of the Profile's description list. */
async function profileValue(page: Page, term: string): Promise<string> {
  const dt = page.locator("dt", { hasText: new RegExp(`^${term}$`) });
  return ((await dt.locator("xpath=following-sibling::dd[1]").textContent()) ?? "").trim();
}

async function fillUserInfo(page: Page): Promise<void> {
  const form = page.getByRole("form", { name: "User Info" });
  await form.getByLabel("First name", { exact: true }).fill(DETAILS.firstName);
  await form.getByLabel("Last name", { exact: true }).fill(DETAILS.lastName);
  await form.getByLabel("Gender", { exact: true }).selectOption(DETAILS.gender);
  await form.getByLabel("Weight (lbs)", { exact: true }).fill(DETAILS.weight);
  await form.getByLabel("Feet", { exact: true }).selectOption(DETAILS.heightFt);
  await form.getByLabel("Inches", { exact: true }).selectOption(DETAILS.heightIn);
  await form.getByLabel("Age (years)", { exact: true }).fill(DETAILS.age);
  await form.getByLabel("Years lifting", { exact: true }).fill(DETAILS.yearsLifting);
  await form.getByLabel("Deadlift 1RM (lbs)", { exact: true }).fill(DETAILS.deadlift);
  await form.getByLabel("Squat 1RM (lbs)", { exact: true }).fill(DETAILS.squat);
  await form.getByLabel("Overhead Press 1RM (lbs)", { exact: true }).fill(DETAILS.overheadPress);
}

describe("profile: User Info form, Profile, deep links and toasts", () => {
  const suite = useAppAndBrowser();
  const { phonePage } = suite;

  it("enters the details from Home at 375 px, lands on the Programs screen and reads them on Profile", async () => {
    const { context, page, errors } = await phonePage();
    screenshotOnFailure(() => page, "user-info");
    const user = await signUpThroughApi(context.request);

    await page.goto("/");
    await page.getByText(`Signed in as ${user.email}`).waitFor();
    await page.getByRole("link", { name: "Enter your details" }).click();
    await expectPath(page, "/user-info");
    await expectHeading(page, "User Info");

    // Numeric keyboards on a phone (whole numbers without a decimal point); the choices docs/product.md lists.
    const form = page.getByRole("form", { name: "User Info" });
    for (const label of ["Weight (lbs)", "Deadlift 1RM (lbs)"]) {
      expect(await form.getByLabel(label, { exact: true }).getAttribute("inputmode"), label).toBe("decimal");
    }
    for (const label of ["Age (years)", "Years lifting"]) {
      expect(await form.getByLabel(label, { exact: true }).getAttribute("inputmode"), label).toBe("numeric");
    }
    const optionValues = (label: string) =>
      form
        .getByLabel(label, { exact: true })
        .locator("option")
        .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
    expect(await optionValues("Gender")).toEqual(["female", "male"]);
    expect(await optionValues("Feet")).toEqual(["3", "4", "5", "6", "7"]);
    expect(await optionValues("Inches")).toEqual(Array.from({ length: 12 }, (_, i) => String(i)));

    await fillUserInfo(page);
    const firstName = form.getByLabel("First name", { exact: true });
    expect((await boxOf(firstName)).height).toBeGreaterThanOrEqual(MIN_TOUCH);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, "horizontal overflow in px").toBeLessThanOrEqual(0);
    await page.screenshot({ path: artifactPath("user-info-375.png"), fullPage: true });

    const saved = page.waitForResponse((r) => r.url().endsWith("/api/add/user_info"));
    await form.getByRole("button", { name: "Submit", exact: true }).click();
    const response = await saved;
    expect(response.status()).toBe(200);
    expect(response.request().postDataJSON()).toEqual({
      firstName: "Ada",
      lastName: "Lovelace",
      gender: "female",
      weight: 150.5,
      heightFt: 5,
      heightIn: 6,
      age: 34,
      yearsLifting: 3,
      deadlift1RM: 275,
      squat1RM: 225,
      bench1RM: "",
      overheadPress1RM: 95,
    });
    await expectPath(page, "/routine_Selection");
    await expectToastClearOfHamburger(page, "Your details were saved.");

    const menu = await openMenu(page);
    await menu.getByRole("link", { name: "Profile" }).click();
    await expectPath(page, "/profile");
    await expectHeading(page, "Profile");
    await page.locator("dt", { hasText: "Name" }).first().waitFor();
    expect(await profileValue(page, "Name")).toBe("Ada Lovelace");
    expect(await profileValue(page, "E-mail")).toBe(user.email);
    expect(await profileValue(page, "Age")).toBe("34");
    expect(await profileValue(page, "Height")).toBe("5 ft 6 in");
    expect(await profileValue(page, "Weight")).toBe("150.5 lbs");
    expect(await profileValue(page, "Years lifting")).toBe("3");
    const maxes = page.getByRole("list", { name: "One-rep maxes" }).getByRole("listitem");
    expect((await maxes.allTextContents()).map((t) => t.replace(/\s+/g, " ").trim())).toEqual([
      "Deadlift275 lbs",
      "Squat225 lbs",
      "Bench Press—",
      "Overhead Press95 lbs",
    ]);
    // The menu has closed and the 2 s toast has gone before the picture.
    await page.getByRole("navigation", { name: "Main menu" }).waitFor({ state: "hidden" });
    await eventually(async () => expect(await toasts(page).count()).toBe(0), { timeout: 6000 });
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: artifactPath("profile-375.png"), fullPage: true });

    // Edit opens the form with the saved values.
    await page.getByRole("link", { name: "Edit", exact: true }).click();
    await expectPath(page, "/user-info");
    await eventually(async () => expect(await firstName.inputValue()).toBe("Ada"));
    expect(await form.getByLabel("Weight (lbs)", { exact: true }).inputValue()).toBe("150.5");
    expect(await form.getByLabel("Gender", { exact: true }).inputValue()).toBe("female");
    expect(await form.getByLabel("Feet", { exact: true }).inputValue()).toBe("5");
    expect(await form.getByLabel("Inches", { exact: true }).inputValue()).toBe("6");
    expect(await form.getByLabel("Bench Press 1RM (lbs)", { exact: true }).inputValue()).toBe("");
    expect(await form.getByLabel("Overhead Press 1RM (lbs)", { exact: true }).inputValue()).toBe("95");

    // Home no longer asks for the details.
    await page.goto("/");
    await page.getByText(`Signed in as ${user.email}`).waitFor();
    expect(await page.getByRole("link", { name: "Enter your details" }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("offers 'Enter your details' on Profile before the form was filled", async () => {
    const { context, page, errors } = await phonePage();
    screenshotOnFailure(() => page, "profile-empty");
    await signUpThroughApi(context.request);

    await page.goto("/profile");
    await expectHeading(page, "Profile");
    await page.getByText("You have not entered your details yet.").waitFor();
    expect(await page.getByRole("link", { name: "Edit", exact: true }).count()).toBe(0);
    await page.getByRole("link", { name: "Enter your details" }).click();
    await expectPath(page, "/user-info");
    await expectHeading(page, "User Info");
    expect(errors).toEqual([]);
  });

  it("moves on after a save the server did not answer, the error in a toast carried onto the next screen", async () => {
    const { context, page, errors } = await phonePage();
    screenshotOnFailure(() => page, "user-info-failed");
    await signUpThroughApi(context.request);
    // No answer at all (the connection dropped): the product's form moves on even then. A save the
    // server refused stays on the form instead (decision 0032, updates-and-sessions.test.ts).
    await page.route("**/api/add/user_info", (route) => route.abort("connectionreset"));

    await page.goto("/user-info");
    await expectHeading(page, "User Info");
    const form = page.getByRole("form", { name: "User Info" });
    await form.getByLabel("First name", { exact: true }).fill("Grace");
    await form.getByLabel("Age (years)", { exact: true }).fill("37");
    await form.getByRole("button", { name: "Submit", exact: true }).click();

    await expectPath(page, "/routine_Selection");
    const toast = await expectToastClearOfHamburger(page, "Your details were not saved");
    await page.screenshot({ path: artifactPath("user-info-error-toast-375.png") });
    expect(await toast.textContent()).toContain("Your details were not saved");
    await page.unroute("**/api/add/user_info");

    // Nothing was saved: Profile still asks for the details.
    await page.goto("/profile");
    await page.getByRole("link", { name: "Enter your details" }).waitFor();
    // The failed request is the browser's only complaint.
    expect(errors.filter((e) => !/Failed to load resource|ERR_CONNECTION_RESET/.test(e.message))).toEqual([]);
  });

  it("returns a signed-out deep link to /profile after signing in on Home", async () => {
    const user = await signUpThroughApi(suite.server.baseURL);
    const { page, errors } = await phonePage();
    screenshotOnFailure(() => page, "deep-link-sign-in");

    await page.goto("/profile");
    await expectPath(page, "/");
    expect(new URL(page.url()).searchParams.get("next")).toBe("/profile");
    const panel = loginPanel(page);
    await panel.getByLabel("E-mail", { exact: true }).fill(user.email);
    await panel.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
    await panel.getByRole("button", { name: "Sign in", exact: true }).click();

    await expectPath(page, "/profile");
    await expectHeading(page, "Profile");
    await page.getByRole("link", { name: "Enter your details" }).waitFor();
    expect(errors).toEqual([]);
  });

  it("keeps the deep link through Create User, and ignores a next that leaves the site", async () => {
    const { page, errors } = await phonePage();
    screenshotOnFailure(() => page, "deep-link-create-user");

    await page.goto("/user-info?from=menu");
    await expectPath(page, "/");
    expect(new URL(page.url()).searchParams.get("next")).toBe("/user-info?from=menu");
    await loginPanel(page).getByRole("link", { name: "Create an account" }).click();
    await expectPath(page, "/create-user");
    // The form replaces Home once its code has loaded.
    await expectHeading(page, "Create User");
    await page.getByLabel("E-mail", { exact: true }).fill(uniqueEmail("deep-link"));
    await page.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
    const create = page.getByRole("button", { name: "Create User" });
    await expectDisabled(create, false);
    await create.click();
    await expectPath(page, "/user-info");
    expect(new URL(page.url()).search).toBe("?from=menu");
    await expectHeading(page, "User Info");

    // Another origin in next: sign-in stays on Home.
    const other = await phonePage();
    const user = await signUpThroughApi(suite.server.baseURL);
    for (const next of ["//example.com/profile", "https://example.com/", "/\\example.com"]) {
      await other.page.goto(`/?next=${encodeURIComponent(next)}`);
      const panel = loginPanel(other.page);
      await panel.getByLabel("E-mail", { exact: true }).fill(user.email);
      await panel.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
      await panel.getByRole("button", { name: "Sign in", exact: true }).click();
      await other.page.getByText(`Signed in as ${user.email}`).waitFor();
      expect(new URL(other.page.url()).origin, next).toBe(suite.server.baseURL);
      await expectPath(other.page, "/");
      await other.context.clearCookies();
      await other.page.reload();
      await loginPanel(other.page).waitFor();
    }
    expect(errors).toEqual([]);
    expect(other.errors).toEqual([]);
  });

  it("makes the sign-in controls and the menu's close button at least 44 × 44 px", async () => {
    const { context, page, errors } = await phonePage();
    screenshotOnFailure(() => page, "touch-targets");

    await page.goto("/");
    const panel = loginPanel(page);
    await panel.waitFor();
    const targets: Array<[string, Locator]> = [
      ["E-mail field", panel.getByLabel("E-mail", { exact: true })],
      ["Password field", panel.getByLabel("Password", { exact: true })],
      ["password show toggle", panel.getByRole("button", { name: "Show characters" })],
      ["Sign in button", panel.getByRole("button", { name: "Sign in", exact: true })],
      ["Create an account link", panel.getByRole("link", { name: "Create an account" })],
      ["menu button", hamburger(page)],
    ];
    for (const [name, locator] of targets) {
      const box = await boxOf(locator);
      expect(box.height, `${name} height`).toBeGreaterThanOrEqual(MIN_TOUCH);
      expect(box.width, `${name} width`).toBeGreaterThanOrEqual(MIN_TOUCH);
    }

    await signUpThroughApi(context.request);
    await page.reload();
    await openMenu(page);
    const close = page.getByRole("button", { name: "Close menu" });
    const box = await boxOf(close);
    expect(box.height, "menu close height").toBeGreaterThanOrEqual(MIN_TOUCH);
    expect(box.width, "menu close width").toBeGreaterThanOrEqual(MIN_TOUCH);
    await close.click();
    await page.getByRole("navigation", { name: "Main menu" }).waitFor({ state: "hidden" });
    expect(errors).toEqual([]);
  });
});
