// Small waiting helpers: playwright-core has no auto-retrying `expect`, so assertions on the page
// are retried until they pass or time out (the last failure is what the test reports).
import { onTestFailed } from "vitest";
import type { Locator, Page } from "playwright-core";
import { SEEN_WITHIN_MS, artifactPath } from "./browser.js";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface RetryOptions {
  /** Default SEEN_WITHIN_MS. */
  timeout?: number;
  /** Default 50 ms. */
  interval?: number;
}

/** Runs `assertion` until it stops throwing; throws its last error after `timeout`. */
export async function eventually<T>(assertion: () => T | Promise<T>, options: RetryOptions = {}): Promise<T> {
  const deadline = Date.now() + (options.timeout ?? SEEN_WITHIN_MS);
  for (;;) {
    try {
      return await assertion();
    } catch (error) {
      if (Date.now() >= deadline) throw error;
      await sleep(options.interval ?? 50);
    }
  }
}

/** Waits until the page's path (without query or hash) is `path`. */
export async function expectPath(page: Page, path: string, options: RetryOptions = {}): Promise<void> {
  await eventually(() => {
    const actual = new URL(page.url()).pathname;
    if (actual !== path) throw new Error(`Expected the page to be on ${path}, but it is on ${actual}`);
  }, options);
}

/** Waits until `locator`'s attribute `name` equals `value`. */
export async function expectAttribute(
  locator: Locator,
  name: string,
  value: string | null,
  options: RetryOptions = {},
): Promise<void> {
  await eventually(async () => {
    const actual = await locator.getAttribute(name, { timeout: 1000 });
    if (actual !== value) {
      throw new Error(`Expected ${locator} to have ${name}=${JSON.stringify(value)}, got ${JSON.stringify(actual)}`);
    }
  }, options);
}

/** Waits until the element is (or is not) disabled. */
export async function expectDisabled(locator: Locator, disabled = true, options: RetryOptions = {}): Promise<void> {
  await eventually(async () => {
    const actual = await locator.isDisabled({ timeout: 1000 });
    if (actual !== disabled) throw new Error(`Expected ${locator} to be ${disabled ? "disabled" : "enabled"}`);
  }, options);
}

/**
 * Collects uncaught errors thrown in the page (not console messages: a visitor's 401 on
 * /api/auth/me is logged by Chromium as a console error and is expected).
 */
export function trackPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on("pageerror", (error) => errors.push(error));
  return errors;
}

/** Call inside a test: if it fails, a full-page screenshot goes to e2e/artifacts/failed-<name>.png. */
export function screenshotOnFailure(page: () => Page | undefined, name: string): void {
  onTestFailed(async () => {
    const current = page();
    if (!current || current.isClosed()) return;
    const file = artifactPath(`failed-${name.replace(/[^a-z0-9-]+/gi, "-")}.png`);
    await current.screenshot({ path: file, fullPage: true }).catch(() => undefined);
    console.error(`[e2e] screenshot of the failed test: ${file} (page was on ${current.url()})`);
  });
}
