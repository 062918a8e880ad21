import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import { type AppServer, type AppServerOptions, startAppServer } from "./app-server.js";
import { launchBrowser, newPhoneContext } from "./browser.js";
import { trackPageErrors } from "./expect.js";

export interface Suite {
  readonly server: AppServer;
  readonly browser: Browser;
  /** A new phone-sized context and page, closed with the suite. */
  phonePage(): Promise<{ context: BrowserContext; page: Page; errors: Error[] }>;
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
      const context = suite.track(await newPhoneContext(suite.browser, suite.server.baseURL));
      const page = await context.newPage();
      return { context, page, errors: trackPageErrors(page) };
    },
  };
  return suite;
}
