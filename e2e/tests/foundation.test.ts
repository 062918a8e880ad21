// The foundation end to end: Create User, sign out, sign in, the menu, the route table's letter
// case, the signed-in guard, and screenshots of Home, in Chromium against the built server.
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { artifactPath, newDesktopContext, newPhoneContext } from "../support/browser.js";
import {
  eventually,
  expectAttribute,
  expectDisabled,
  expectPath,
  screenshotOnFailure,
  trackPageErrors,
} from "../support/expect.js";
import { useAppAndBrowser } from "../support/suite.js";
import { TEST_PASSWORD, signUpThroughApi, uniqueEmail } from "../support/users.js";

const RULES = {
  length: "Password - Must be atleast 8 characters long",
  special: "Password - Must contain a special character",
  uppercase: "Password - Must contain an uppercase letter",
} as const;
type RuleId = keyof typeof RULES;

/** What each rule should show for what has been typed so far (written independently of the app). */
function expectedRules(typed: string): Record<RuleId, boolean> {
  return {
    length: typed.length >= 8,
    special: /[!@#$%^&*()_+\-=[\]{};':"\\|,.<>/?]/.test(typed),
    uppercase: /[A-Z]/.test(typed),
  };
}

/** "red" or "green" from the rendered text colour, so the colour itself is checked, not only the flag. */
async function ruleColour(rule: Locator): Promise<"red" | "green" | "other"> {
  const colour = await rule.evaluate((el) => getComputedStyle(el).color);
  const [r = 0, g = 0] = (colour.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  if (r > g + 40) return "red";
  if (g > r + 40) return "green";
  return "other";
}

async function openMenu(page: Page): Promise<Locator> {
  const menu = page.getByRole("navigation", { name: "Main menu" });
  // The drawer of the previous use may still be closing.
  await menu.waitFor({ state: "hidden" });
  await page.getByRole("button", { name: "Open menu" }).click();
  await menu.waitFor({ state: "visible" });
  return menu;
}

async function expectHeading(page: Page, name: string): Promise<void> {
  await page.getByRole("heading", { level: 1, name, exact: true }).waitFor({ state: "visible" });
}

const loginPanel = (page: Page) => page.getByRole("region", { name: "Sign in" });

describe("foundation: accounts, menu and routes", () => {
  const suite = useAppAndBrowser();
  const { phonePage } = suite;

  // The first three tests are one visitor's journey on one phone.
  let journey: { context: BrowserContext; page: Page; errors: Error[] } | undefined;
  const email = uniqueEmail("create-user");

  it("creates a user on the Create User form at 375 px, the password rules turning green as typed", async () => {
    journey = await phonePage();
    const { page, errors } = journey;
    screenshotOnFailure(() => page, "create-user");

    await page.goto("/");
    await loginPanel(page).getByRole("link", { name: "Create an account" }).click();
    await expectPath(page, "/create-user");
    await expectHeading(page, "Create User");

    const emailField = page.getByLabel("E-mail", { exact: true });
    const passwordField = page.getByLabel("Password", { exact: true });
    const createButton = page.getByRole("button", { name: "Create User" });
    const rule = (id: RuleId) => page.getByRole("listitem").filter({ hasText: RULES[id] });

    // The e-mail is typed, without its top-level domain for now: not yet valid.
    const [local, domain] = email.split("@") as [string, string];
    const domainWithoutTld = domain.replace(/\.com$/, "");
    await emailField.pressSequentially(`${local}@${domainWithoutTld}`);
    await expectDisabled(createButton);

    // The rules appear when the password field gets focus, all red.
    await expect(rule("length").count()).resolves.toBe(0);
    await passwordField.focus();
    for (const id of Object.keys(RULES) as RuleId[]) {
      await expectAttribute(rule(id), "data-met", "false");
      expect(await ruleColour(rule(id)), `${id} rule colour before typing`).toBe("red");
    }

    // Character by character: each rule turns green the moment it is met; the button stays disabled.
    let typed = "";
    for (const character of TEST_PASSWORD) {
      await page.keyboard.type(character);
      typed += character;
      const expected = expectedRules(typed);
      for (const id of Object.keys(RULES) as RuleId[]) {
        await expectAttribute(rule(id), "data-met", String(expected[id]));
      }
      await expectDisabled(createButton);
    }
    expect(await passwordField.inputValue()).toBe(TEST_PASSWORD);
    for (const id of Object.keys(RULES) as RuleId[]) {
      expect(await ruleColour(rule(id)), `${id} rule colour once met`).toBe("green");
    }

    // A valid password alone does not enable the button; completing the e-mail does.
    await expectDisabled(createButton);
    await emailField.click();
    await page.keyboard.press("End");
    await page.keyboard.type(".com");
    expect(await emailField.inputValue()).toBe(email);
    await expectDisabled(createButton, false);

    await passwordField.focus();
    await expectAttribute(rule("uppercase"), "data-met", "true");
    await page.screenshot({ path: artifactPath("create-user-375.png"), fullPage: true });

    const registered = page.waitForResponse((r) => r.url().endsWith("/api/auth/register"));
    await createButton.click();
    expect((await registered).status()).toBe(201);
    await expectPath(page, "/");
    await page.getByText(`Signed in as ${email}`).waitFor();
    expect(errors).toEqual([]);
  });

  it("signs out from the menu, back on Home with the login panel", async () => {
    if (!journey) throw new Error("Needs the user created by the previous test");
    const { context, page, errors } = journey;
    screenshotOnFailure(() => page, "sign-out");

    await page.goto("/profile");
    await expectHeading(page, "Profile");
    const menu = await openMenu(page);
    await menu.getByRole("button", { name: "Log Out" }).click();

    await expectPath(page, "/");
    await expectHeading(page, "Welcome to Ironpath");
    await loginPanel(page).waitFor();
    await expect(page.getByText("Signed in as").count()).resolves.toBe(0);
    // Plain Home: no `?next=` that would send the next person to the previous user's page.
    expect(new URL(page.url()).search).toBe("");
    // The session is gone on the server too, not only forgotten by the page.
    await eventually(async () => expect((await context.request.get("/api/auth/me")).status()).toBe(401));
    await page.reload();
    await loginPanel(page).waitFor();
    expect(errors).toEqual([]);
  });

  it("signs in on Home with e-mail and password", async () => {
    if (!journey) throw new Error("Needs the user created by the first test");
    const { page, errors } = journey;
    screenshotOnFailure(() => page, "sign-in");

    await page.goto("/");
    const panel = loginPanel(page);
    await panel.getByLabel("E-mail", { exact: true }).fill(email);
    await panel.getByLabel("Password", { exact: true }).fill("Wrong#Password1");
    await panel.getByRole("button", { name: "Sign in", exact: true }).click();
    await panel.getByRole("alert").filter({ hasText: "Invalid e-mail or password" }).waitFor();

    await panel.getByLabel("Password", { exact: true }).fill(TEST_PASSWORD);
    await panel.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.getByText(`Signed in as ${email}`).waitFor();
    await expectPath(page, "/");
    expect(await panel.count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("opens every menu link on its URL with its heading", async () => {
    const { context, page, errors } = await phonePage();
    screenshotOnFailure(() => page, "menu-links");
    await signUpThroughApi(context.request);
    await page.goto("/");
    await page.getByText("Signed in as").waitFor();

    let menu = await openMenu(page);
    await menu.getByRole("link", { name: "Routine Selection" }).click();
    await expectPath(page, "/routine_Selection");
    await expectHeading(page, "Programs");

    menu = await openMenu(page);
    const helper = page.waitForResponse((r) => r.url().endsWith("/api/query/user_weight_loss_helper_present"));
    await menu.getByRole("button", { name: "Weight Assistant" }).click();
    // No weight goal yet: the server answers 201, which leads to the weight-goal screen.
    expect((await helper).status()).toBe(201);
    await expectPath(page, "/weightloss");
    await expectHeading(page, "Weight goal");

    menu = await openMenu(page);
    await menu.getByRole("link", { name: "Profile" }).click();
    await expectPath(page, "/profile");
    await expectHeading(page, "Profile");

    menu = await openMenu(page);
    await menu.getByRole("link", { name: "Home" }).click();
    await expectPath(page, "/");
    await expectHeading(page, "Welcome to Ironpath");
    await page.getByText("Signed in as").waitFor();
    await page.getByRole("navigation", { name: "Main menu" }).waitFor({ state: "hidden" });
    expect(errors).toEqual([]);
  });

  it("matches routes in any letter case: /weightLoss renders the weight-goal screen", async () => {
    const { context, page, errors } = await phonePage();
    screenshotOnFailure(() => page, "letter-case");
    await signUpThroughApi(context.request);

    for (const path of ["/weightLoss", "/WEIGHTLOSS"]) {
      const response = await page.goto(path);
      expect(response?.status(), `${path} is served the app`).toBe(200);
      await expectHeading(page, "Weight goal");
      expect(await page.getByRole("heading", { name: /not found/i }).count()).toBe(0);
    }
    expect(errors).toEqual([]);
  });

  it("sends a signed-out visit to /profile to Home", async () => {
    const { page, errors } = await phonePage();
    screenshotOnFailure(() => page, "signed-out-profile");

    await page.goto("/profile");
    await expectPath(page, "/");
    await loginPanel(page).waitFor();
    expect(await page.getByRole("heading", { level: 1, name: "Profile" }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("screenshots Home at 375 px and at desktop width", async () => {
    const shots: Array<[string, (b: Browser, url: string) => Promise<BrowserContext>]> = [
      ["home-375.png", newPhoneContext],
      ["home-desktop.png", newDesktopContext],
    ];
    for (const [file, newContext] of shots) {
      const context = await newContext(suite.browser, suite.server.baseURL);
      suite.track(context);
      const page = await context.newPage();
      const errors = trackPageErrors(page);
      screenshotOnFailure(() => page, file);
      await page.goto("/");
      await loginPanel(page).waitFor();
      await page.evaluate(async () => {
        await document.fonts.ready;
        await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
      });
      // Nothing wider than the viewport: no sideways scrolling on a phone.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${file}: horizontal overflow in px`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: artifactPath(file), fullPage: true });
      expect(errors).toEqual([]);
    }
  });
});
