// What the app keeps on the phone for a visit with no signal (decision 0043).
import type { Page } from "playwright-core";

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
