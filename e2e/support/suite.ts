import type { Browser, BrowserContext, BrowserContextOptions, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { type AppServer, type AppServerOptions, startAppServer } from "./app-server.js";
import { SEEN_WITHIN_MS, launchBrowser, newPhoneContext } from "./browser.js";
import { trackPageErrors } from "./expect.js";
import { signUpThroughApi } from "./users.js";

export interface Suite {
  readonly server: AppServer;
  readonly browser: Browser;
  /** A new phone-sized context and page, closed with the suite. */
  phonePage(): Promise<{ context: BrowserContext; page: Page; errors: Error[] }>;
  /** A new phone-sized context (with `options`: a time zone…), closed with the suite. */
  phoneContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** Closes the context with the suite. */
  track(context: BrowserContext): BrowserContext;
}

/**
 * Starts the built app (with `options`, read when it starts) and Chromium for a describe block,
 * and closes all it opened afterwards.
 */
export function useAppAndBrowser(options: AppServerOptions = {}): Suite {
  let server: AppServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    [server, browser] = await Promise.all([startAppServer(options), launchBrowser()]);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("the suite has not started yet");
    return value;
  };
  const suite: Suite = {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
    track(context) {
      contexts.push(context);
      return context;
    },
    async phonePage() {
      const context = await suite.phoneContext();
      const page = await context.newPage();
      return { context, page, errors: trackPageErrors(page) };
    },
    async phoneContext(options) {
      return suite.track(await newPhoneContext(suite.browser, suite.server.baseURL, options));
    },
  };
  return suite;
}

/** A new page of `context` as a journey drives it: it waits `timeout` ms at most, its errors kept. */
export async function pageOf(
  context: BrowserContext,
  timeout = SEEN_WITHIN_MS,
): Promise<{ page: Page; errors: Error[] }> {
  const page = await context.newPage();
  page.setDefaultTimeout(timeout);
  return { page, errors: trackPageErrors(page) };
}

/** A lifter's phone in a journey: their context, its page and the page's errors. */
export interface PhoneLifter {
  context: BrowserContext;
  page: Page;
  errors: Error[];
}

/**
 * A new lifter on a phone-sized context of `suite`: signed up through the API, then `prepare`d (a
 * clock, a permission, their program's days) before their page opens, waiting `timeout` ms at most.
 */
export async function lifterOnPhone(
  suite: Suite,
  prepare: (context: BrowserContext) => Promise<unknown> = async () => undefined,
  { timeout = SEEN_WITHIN_MS }: { timeout?: number } = {},
): Promise<PhoneLifter> {
  const context = await suite.phoneContext();
  await signUpThroughApi(context);
  await prepare(context);
  return { context, ...(await pageOf(context, timeout)) };
}
