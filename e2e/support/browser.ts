// Chromium through playwright-core, driving Debian's /usr/bin/chromium (no Playwright download).
import { existsSync, mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, type BrowserContext, type BrowserContextOptions, chromium } from "playwright-core";

const here = dirname(fileURLToPath(import.meta.url));

/** Screenshots and other files the tests leave behind (git-ignored): e2e/artifacts. */
export const ARTIFACTS_DIR = resolve(here, "..", "artifacts");
mkdirSync(ARTIFACTS_DIR, { recursive: true });

/** A path inside ARTIFACTS_DIR, e.g. artifactPath("home-375.png"). */
export function artifactPath(name: string): string {
  return join(ARTIFACTS_DIR, name);
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium is not at ${CHROMIUM_PATH}: install it with \`apt-get install -y chromium\`.`);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * How long a journey waits at most for what the lifter would see. An upper bound, not a pause: a
 * wait ends as soon as the thing shows. 20 s, as CI runs both databases' journeys on a 2-core machine
 * where a reload under a load of 10 took over 10 s to paint.
 */
export const SEEN_WITHIN_MS = 20_000;

export const PHONE_VIEWPORT = { width: 375, height: 812 } as const;
export const DESKTOP_VIEWPORT = { width: 1280, height: 800 } as const;

/** A phone-sized context (375×812, touch) whose relative URLs resolve against baseURL. */
export function newPhoneContext(
  browser: Browser,
  baseURL: string,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({
    baseURL,
    viewport: PHONE_VIEWPORT,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    ...options,
  });
}

/** A desktop-sized context (1280×800) whose relative URLs resolve against baseURL. */
export function newDesktopContext(
  browser: Browser,
  baseURL: string,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return browser.newContext({ baseURL, viewport: DESKTOP_VIEWPORT, ...options });
}
