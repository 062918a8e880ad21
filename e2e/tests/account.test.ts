// Accounts a lifter can secure, on a phone: change the password (the other devices are signed
// out, the new one signs in elsewhere), see the signed-in devices and sign them out, and reset a
// forgotten password from a link mailed to a real SMTP server on loopback.
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { artifactPath } from "../support/browser.js";
import { eventually, expectAttribute, expectPath, screenshotOnFailure } from "../support/expect.js";
import { type Mailbox, startMailbox } from "../support/mailbox.js";
import { useAppAndBrowser } from "../support/suite.js";
import { TEST_PASSWORD, signUpThroughApi, uniqueEmail } from "../support/users.js";

const NEW_PASSWORD = "Deadlift#405";
const PASSWORD_CHANGED = "Password changed. Every other device was signed out.";
const RESET_REQUESTED = "If an account has this e-mail, a link is on its way. It works for 30 minutes.";
const PASSWORD_SET = "Your new password is set and every device was signed out. Sign in with it below.";
const USED_LINK = "This reset link is not valid or was already used. Ask for a new one.";

/** Signs `context` in through the API: another device of the same lifter. */
async function signInThroughApi(context: BrowserContext, email: string, password = TEST_PASSWORD): Promise<void> {
  const response = await context.request.post("/api/auth/login", { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
}

async function meStatus(context: BrowserContext): Promise<number> {
  return (await context.request.get("/api/auth/me")).status();
}

async function expectHeading(page: Page, name: string): Promise<void> {
  await page.getByRole("heading", { level: 1, name, exact: true }).waitFor({ state: "visible" });
}

async function openAccountFromMenu(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("navigation", { name: "Main menu" });
  await menu.waitFor({ state: "visible" });
  const links = await menu.getByRole("link").allTextContents();
  expect(links.indexOf("Account")).toBe(links.indexOf("Profile") + 1);
  await menu.getByRole("link", { name: "Account", exact: true }).click();
  await expectPath(page, "/account");
  await expectHeading(page, "Account");
}

async function signInOnPanel(page: Page, email: string, password: string): Promise<void> {
  const panel = page.getByRole("region", { name: "Sign in" });
  await panel.getByLabel("E-mail", { exact: true }).fill(email);
  await panel.getByLabel("Password", { exact: true }).fill(password);
  await panel.getByRole("button", { name: "Sign in", exact: true }).click();
}

const devices = (page: Page) => page.getByRole("region", { name: "Signed-in devices" }).getByRole("listitem");

describe("account: change the password, sign devices out, reset a forgotten password", () => {
  let mailbox: Mailbox | undefined;
  beforeAll(async () => {
    mailbox = await startMailbox();
  });
  afterAll(() => mailbox?.close());
  const suite = useAppAndBrowser({
    env: (baseURL) => {
      if (!mailbox) throw new Error("the mailbox has not started");
      return mailbox.env(baseURL);
    },
  });
  const { phonePage } = suite;

  it("changes the password at 375 px: this phone stays, the other device is signed out, the new one signs in", async () => {
    const phone = await phonePage();
    screenshotOnFailure(() => phone.page, "account-change-password");
    const user = await signUpThroughApi(phone.context);
    const other = await phonePage();
    await signInThroughApi(other.context, user.email);

    await phone.page.goto("/");
    await phone.page.getByText(`Signed in as ${user.email}`).waitFor();
    await openAccountFromMenu(phone.page);
    await phone.page.getByLabel("Current password", { exact: true }).fill(TEST_PASSWORD);
    await phone.page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await devices(phone.page).first().waitFor();
    await phone.page.screenshot({ path: artifactPath("account-375.png"), fullPage: true });

    await phone.page.getByRole("button", { name: "Change password", exact: true }).click();
    const done = phone.page.getByRole("status").filter({ hasText: PASSWORD_CHANGED });
    await done.waitFor();
    expect(await phone.page.getByLabel("New password", { exact: true }).inputValue()).toBe("");
    // The list follows: only this phone is left.
    await eventually(async () => expect(await devices(phone.page).count()).toBe(1));
    await phone.page.screenshot({ path: artifactPath("account-password-changed-375.png"), fullPage: true });

    expect(await meStatus(other.context)).toBe(401);
    expect(await meStatus(phone.context)).toBe(200);

    // A second browser: the old password no longer signs in, the new one does.
    const fresh = await phonePage();
    await fresh.page.goto("/");
    await signInOnPanel(fresh.page, user.email, TEST_PASSWORD);
    await fresh.page.getByRole("alert").filter({ hasText: "Invalid e-mail or password" }).waitFor();
    await signInOnPanel(fresh.page, user.email, NEW_PASSWORD);
    await fresh.page.getByText(`Signed in as ${user.email}`).waitFor();
    expect([...phone.errors, ...fresh.errors]).toEqual([]);
  });

  it("lists the devices of two browsers, signs the other out, then everywhere else, then this one", async () => {
    const phone = await phonePage();
    screenshotOnFailure(() => phone.page, "account-devices");
    const user = await signUpThroughApi(phone.context);
    const laptop = await phonePage();
    await signInThroughApi(laptop.context, user.email);

    await phone.page.goto("/account");
    await expectHeading(phone.page, "Account");
    await eventually(async () => expect(await devices(phone.page).count()).toBe(2));
    const thisDevice = devices(phone.page).filter({ hasText: "This device" });
    expect(await thisDevice.count()).toBe(1);
    const otherRow = devices(phone.page).filter({ hasNotText: "This device" });
    await otherRow.scrollIntoViewIfNeeded();
    await phone.page.screenshot({ path: artifactPath("account-devices-375.png"), fullPage: true });

    // Large targets: each Sign out is at least 44 px tall.
    const box = await otherRow.getByRole("button", { name: "Sign out" }).boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);

    await otherRow.getByRole("button", { name: "Sign out" }).click();
    await phone.page
      .getByRole("status")
      .filter({ hasText: /^Signed out: / })
      .waitFor();
    await eventually(async () => expect(await devices(phone.page).count()).toBe(1));
    expect(await meStatus(laptop.context)).toBe(401);

    // Two more devices, then Sign out everywhere else says how many ended.
    const tablet = await phonePage();
    await signInThroughApi(laptop.context, user.email);
    await signInThroughApi(tablet.context, user.email);
    await phone.page.getByRole("button", { name: "Sign out everywhere else" }).click();
    await phone.page.getByRole("status").filter({ hasText: "Signed out of 2 other devices." }).waitFor();
    await phone.page.screenshot({ path: artifactPath("account-signed-out-others-375.png"), fullPage: true });
    expect(await meStatus(laptop.context)).toBe(401);
    expect(await meStatus(tablet.context)).toBe(401);
    expect(await meStatus(phone.context)).toBe(200);

    // Signing out this device is a sign-out: Home, with the login panel.
    await thisDevice.getByRole("button", { name: "Sign out" }).click();
    await expectPath(phone.page, "/");
    await phone.page.getByRole("region", { name: "Sign in" }).waitFor();
    expect(await meStatus(phone.context)).toBe(401);
    expect(phone.errors).toEqual([]);
  });

  it("asks for a link from the login panel, sets a new password from the mail, and signs in with it", async () => {
    const user = await signUpThroughApi(suite.server.baseURL);
    const { page, context, errors } = await phonePage();
    screenshotOnFailure(() => page, "account-reset");

    await page.goto("/");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expectPath(page, "/forgot-password");
    await expectHeading(page, "Forgot your password?");
    await page.getByLabel("E-mail", { exact: true }).fill(user.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByRole("status").filter({ hasText: RESET_REQUESTED }).waitFor();
    await page.screenshot({ path: artifactPath("forgot-password-375.png"), fullPage: true });

    // An e-mail without an account gets the very same sentence.
    await page.goto("/forgot-password");
    await page.getByLabel("E-mail", { exact: true }).fill(uniqueEmail("stranger"));
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page.getByRole("status").filter({ hasText: RESET_REQUESTED }).waitFor();

    const link = await (mailbox as Mailbox).resetLink(user.email);
    expect(link.startsWith(`${suite.server.baseURL}/reset-password#token=`)).toBe(true);
    await page.goto(link);
    await expectHeading(page, "Reset your password");
    // The one-time token leaves the address bar once read.
    await eventually(() => expect(new URL(page.url()).hash).toBe(""));
    await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await page.screenshot({ path: artifactPath("reset-password-375.png"), fullPage: true });
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.getByRole("status").filter({ hasText: PASSWORD_SET }).waitFor();
    await page.screenshot({ path: artifactPath("reset-password-done-375.png"), fullPage: true });

    // Every device was signed out: the session made at registration too.
    const me = await fetch(`${suite.server.baseURL}/api/auth/me`, { headers: { cookie: user.cookie } });
    expect(me.status).toBe(401);

    await signInOnPanel(page, user.email, NEW_PASSWORD);
    await expectPath(page, "/");
    await page.getByText(`Signed in as ${user.email}`).waitFor();
    expect(await meStatus(context)).toBe(200);

    // The link works once.
    const again = await phonePage();
    screenshotOnFailure(() => again.page, "account-reset-again");
    await again.page.goto(link);
    await again.page.getByLabel("New password", { exact: true }).fill("Another#Pass9");
    await again.page.getByRole("button", { name: "Set new password" }).click();
    await again.page.getByRole("alert").filter({ hasText: USED_LINK }).waitFor();
    await again.page.getByRole("link", { name: "Ask for a new link" }).waitFor();
    await again.page.screenshot({ path: artifactPath("reset-link-used-375.png"), fullPage: true });
    expect([...errors, ...again.errors]).toEqual([]);
  });

  it("marks the blank fields of a sign-in sent empty red, without moving the form", async () => {
    const { page } = await phonePage();
    screenshotOnFailure(() => page, "account-login-blank");
    await page.goto("/");
    const panel = page.getByRole("region", { name: "Sign in" });
    const email = panel.getByLabel("E-mail", { exact: true });
    const password = panel.getByLabel("Password", { exact: true });
    await password.waitFor();
    const before = await password.boundingBox();
    await panel.getByRole("button", { name: "Sign in", exact: true }).click();
    await panel.getByRole("alert").filter({ hasText: "Enter your e-mail and password." }).waitFor();
    await expectAttribute(email, "aria-invalid", "true");
    await expectAttribute(password, "aria-invalid", "true");
    // The words show once, in the alert: no room is kept for them under the e-mail field, so the
    // password field stays where the lifter's thumb is.
    expect((await password.boundingBox())?.y).toBe(before?.y);
    await page.screenshot({ path: artifactPath("login-blank-375.png"), fullPage: true });
  });

  it("says on the login panel how long to wait after repeated wrong passwords", async () => {
    const user = await signUpThroughApi(suite.server.baseURL);
    const { page } = await phonePage();
    screenshotOnFailure(() => page, "account-login-slowed");
    await page.goto("/");
    // Three failures are free; after them each early attempt is answered 429 with the wait in words.
    let status = 0;
    for (let attempt = 0; attempt < 10 && status !== 429; attempt += 1) {
      const answered = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/auth/login");
      await signInOnPanel(page, user.email, "Wrong#Pass1");
      status = (await answered).status();
    }
    expect(status).toBe(429);
    const alert = page.getByRole("region", { name: "Sign in" }).getByRole("alert");
    await alert
      .filter({ hasText: /^Too many failed attempts from this address\. Try again in \d+ seconds?\.$/ })
      .waitFor();
    await page.screenshot({ path: artifactPath("login-slowed-375.png"), fullPage: true });
  });
});
