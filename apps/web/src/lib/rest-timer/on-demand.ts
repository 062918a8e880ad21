import { useEffect, useSyncExternalStore } from "react";
import { REST_STORAGE_KEY } from "./storage-key";

// The rest timer's store (ticking, the tone, the wake lock) and its bar are in no screen's first
// load (decision 0029): they come when a save starts a rest or, after the first paint, when a rest
// was kept from before a reload. The log and the layout go through here, never the store itself.

let store: Promise<typeof import("./store")> | undefined;
/** One promise, so that calls reach the store in the order they were made; a failed load is tried again. */
function withStore(call: (loaded: typeof import("./store")) => void): void {
  store ??= import("./store");
  store.then(call, () => {
    store = undefined;
  });
}

let wanted = false;
const listeners = new Set<() => void>();

function want(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/**
 * A set was saved: rest for the exercise's range (minutes), timed from now however long the store
 * takes to come. A row without rest starts none (timer.ts), so nothing is loaded for it.
 */
export function startRest(rest: { minRest: number; maxRest: number }, exerciseName: string): void {
  if (!(rest.maxRest > 0)) return;
  const now = Date.now();
  want();
  withStore((loaded) => loaded.startRest(rest, exerciseName, now));
}

/** The day is done: no rest is left to run. Without a rest started or kept there is nothing to end. */
export function dismissRest(): void {
  if (wanted) withStore((loaded) => loaded.dismissRest());
}

function isKept(): boolean {
  try {
    return localStorage.getItem(REST_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

const isWanted = () => wanted;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the layout mounts the rest timer's bar: once a rest is started, or one is kept. */
export function useRestWanted(): boolean {
  // Storage is read after the first paint: its first read can block for 100 ms (decision 0012).
  useEffect(() => {
    if (isKept()) want();
  }, []);
  return useSyncExternalStore(subscribe, isWanted);
}
