// What the app keeps on the phone for a visit with no signal (decision 0043).
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { eventually } from "./expect.js";

/** Whether the answers kept on the phone hold `text` yet (written a second after they change). */
export const keptOnPhone = (page: Page, text: string) =>
  page.evaluate(
    (text) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open("ironpath-kept");
        // Looking must not make the database: one made here, empty, would have no store when the
        // app opens it, and the app would keep nothing (this raced on a slow machine).
        open.onupgradeneeded = () => {
          open.transaction?.abort();
          resolve(false);
        };
        open.onerror = () => resolve(false);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("answers")) return resolve(false);
          const get = db.transaction("answers").objectStore("answers").get("client");
          // Stored as an object or as JSON text: read without the escapes either way.
          get.onsuccess = () =>
            resolve(
              JSON.stringify(get.result ?? "")
                .replaceAll("\\", "")
                .includes(text),
            );
          get.onerror = () => resolve(false);
        };
      }),
    text,
  );

/**
 * Waits until the log can open with no signal: the service worker ready (registered when the
 * browser is idle, ready once it has cached the app) and the log's next day kept on the phone.
 */
export async function readyForNoSignal(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await eventually(async () => expect(await keptOnPhone(page, "next-day")).toBe(true), { timeout: 15_000 });
}
