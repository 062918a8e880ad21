// What a lifter finds on any screen: a text field by its label, and a toast.
import type { Locator, Page } from "playwright-core";
import { SEEN_WITHIN_MS } from "./browser.js";

/** The text field labelled `label` (its accessible name, exactly) within `scope`. */
export const field = (scope: Page | Locator, label: string) => scope.getByRole("textbox", { name: label, exact: true });

/** Waits for a toast saying `text`. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await page
    .getByRole("alert")
    .filter({ hasText: text })
    .first()
    .waitFor({ state: "visible", timeout: SEEN_WITHIN_MS });
}
