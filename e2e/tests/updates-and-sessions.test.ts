// A lifter's open tab on a phone (375 px) when things change under it: a new build took History's
// chunk away (decision 0032: one reload, then the screen says so in words, never a white page), and
// "sign out of other devices" on another device ended this tab's session (the next call's 401 leads
// to sign-in, which returns to the page). And a User Info save the server refuses stays on the form.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type BrowserContext, type Page, request as playwrightRequest } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../support/app-server.js";
import { expectPath, screenshotOnFailure } from "../support/expect.js";
import { pageOf, useAppAndBrowser } from "../support/suite.js";
import { type TestUser, signUpThroughApi } from "../support/users.js";

/** History's chunk as the build names it (apps/web/dist/.vite/manifest.json). */
function historyChunk(): string {
  const manifestPath = join(REPO_ROOT, "apps", "web", "dist", ".vite", "manifest.json");
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, { file: string }>;
  const chunk = manifest["src/app/routes/history.tsx"];
  if (!chunk) throw new Error("no History chunk in the build: run npm run build");
  return `/${chunk.file}`;
}

describe("an open tab: an update, a refused save, a sign-out elsewhere", () => {
  const suite = useAppAndBrowser();
  let context: BrowserContext;
  let page: Page;
  let user: TestUser;

  beforeAll(async () => {
    // No service worker: its precache would keep the old build's chunks, and this tab's build must
    // be gone from everywhere, as for a visitor whose worker never installed (decision 0043).
    context = await suite.phoneContext({ serviceWorkers: "block" });
    ({ page } = await pageOf(context));
    user = await signUpThroughApi(context);
  });

  it("reloads once for a screen whose chunk is gone, then says so in words with Try again", async () => {
    screenshotOnFailure(() => page, "stale-chunk");
    await page.goto("/");
    await page.getByRole("heading", { name: "Welcome to Ironpath" }).waitFor();
    // The build of this tab is gone from the server.
    const gone = historyChunk();
    await page.route(
      (url) => url.pathname === gone,
      (route) => route.fulfill({ status: 404, body: "" }),
    );
    let loads = 0;
    page.on("load", () => {
      loads += 1;
    });

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "History" }).click();

    await page.getByText("Could not reach the server").waitFor();
    await expectPath(page, "/history");
    // The words can paint before the reloaded page's load event (its fonts still coming): wait for it.
    await page.waitForLoadState("load");
    expect(loads).toBe(1);
    await page.getByRole("button", { name: "Try again" }).waitFor();
    await page.getByRole("button", { name: "Open menu" }).waitFor();
    await page.unroute((url) => url.pathname === gone);
  });

  it("keeps a refused User Info on the form, each field's problem in words under it, as typed", async () => {
    screenshotOnFailure(() => page, "user-info-refused");
    await page.goto("/user-info");
    const form = page.getByRole("form", { name: "User Info" });
    await form.getByRole("textbox", { name: "Last name" }).fill("Smith");
    await form.getByRole("button", { name: "Submit" }).click();
    await form.getByText("First name is required").waitFor();
    await form.getByText("Your details were not saved").waitFor();
    await expectPath(page, "/user-info");
    expect(await form.getByRole("textbox", { name: "Last name" }).inputValue()).toBe("Smith");
    expect(await page.getByText(/Invalid body/).count()).toBe(0);
  });

  it("leads to sign-in when the session was ended from another device, and back to the page after", async () => {
    screenshotOnFailure(() => page, "session-ended");
    await page.goto("/account");
    await page.getByRole("heading", { level: 1, name: "Account" }).waitFor();

    // Another device signs in and signs out every other device, this tab's session among them.
    const other = await playwrightRequest.newContext({ baseURL: suite.server.baseURL });
    try {
      expect((await other.post("/api/auth/login", { data: { email: user.email, password: user.password } })).ok()).toBe(
        true,
      );
      expect((await other.post("/api/account/sessions/sign-out-others")).ok()).toBe(true);
    } finally {
      await other.dispose();
    }

    // The next call of this tab answers 401.
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Profile" }).click();
    await page.getByText("Sign in to go on to your profile.").waitFor();
    await expectPath(page, "/");
    expect(await page.getByText("Sign in to continue", { exact: true }).count()).toBe(0);

    await page.getByRole("textbox", { name: "E-mail" }).fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expectPath(page, "/profile");
  });
});
