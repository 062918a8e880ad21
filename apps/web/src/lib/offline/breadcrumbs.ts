import type { OutboxEntry } from "./outbox-entry";

// The outbox's synchronous copy (decision 0073). IndexedDB commits a few milliseconds after the tap,
// later than the frame that shows the set saved; localStorage is written before the tap's handler
// returns, so a page closed or crashed in between still has the save. Each save leaves one here
// when it is made and takes it away once IndexedDB holds it (or once it is sent and forgotten);
// the next start puts any left into the outbox, under the same Idempotency-Key.

const PREFIX = "ironpath-outbox-pending:";

/** Writes the save, synchronously. No storage (a private window): IndexedDB alone, as before. */
export function leaveBreadcrumb(entry: OutboxEntry): void {
  try {
    localStorage.setItem(PREFIX + entry.key, JSON.stringify(entry));
  } catch {}
}

export function clearBreadcrumb(key: string): void {
  try {
    localStorage.removeItem(PREFIX + key);
  } catch {}
}

/** Every save left here, in any order. */
export function breadcrumbs(): OutboxEntry[] {
  const found: OutboxEntry[] = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const name = localStorage.key(i);
      if (!name?.startsWith(PREFIX)) continue;
      try {
        const entry = JSON.parse(localStorage.getItem(name) ?? "") as OutboxEntry;
        if (entry && typeof entry.key === "string" && typeof entry.path === "string") found.push(entry);
      } catch {
        localStorage.removeItem(name);
        i -= 1;
      }
    }
  } catch {}
  return found;
}
