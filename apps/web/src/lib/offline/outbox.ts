import type { Me } from "@ironpath/domain/auth/auth-api.schema";
import { createStore, del, entries, set } from "idb-keyval";
import { afterPaint } from "../after-paint";
import { ApiError, apiFetch } from "../api";
import { queryClient } from "../query-client";
import { QUERY_ROOTS } from "../query-keys";
import { ME_QUERY_KEY } from "../signed-in-user";
import { breadcrumbs, clearBreadcrumb, leaveBreadcrumb } from "./breadcrumbs";
import type { OutboxEntry, OutboxSave } from "./outbox-entry";

// Every save of a set, an exercise, a correction, a delete or the coach's day goes through here
// (decision 0042). It is written to IndexedDB first, with a client-made Idempotency-Key, then sent;
// with no answer (no signal, the server away) it stays on this phone, shown as waiting to sync, and
// is sent again in order, with backoff, when the network is back. The server keeps each key with
// its answer, so a save sent twice is written once. A save the server refuses on replay (a 4xx) is
// kept with its reason until the lifter sends it again or drops it: nothing is silently discarded.
// Before any of that, in the tap's own task, a save leaves a synchronous copy (breadcrumbs.ts,
// decision 0073): a page killed before IndexedDB commits still has it at its next start.

/** The server answered: the save is done (sent), or it was never stored (refused at once). */
export type SaveResult = { kept: false; status: number; data: unknown } | { kept: true };

const store = () => {
  storeHandle ??= createStore("ironpath-outbox", "saves");
  return storeHandle;
};
let storeHandle: ReturnType<typeof createStore> | undefined;

const mirror = new Map<string, OutboxEntry>();
let loaded: Promise<void> | undefined;
const listeners = new Set<() => void>();
let snapshot: readonly OutboxEntry[] = [];
let seqCounter = 0;
/** Whose saves are sent: the signed-in lifter's. */
const currentUser = () => queryClient.getQueryData<Me | null>(ME_QUERY_KEY)?.user.id;

/** Saves sent by the last sync that sent any, and when: the banner says so for a while. */
let lastSynced: { count: number; at: number } | undefined;
export const lastSync = () => lastSynced;

function changed() {
  snapshot = [...mirror.values()].sort((a, b) => a.seq - b.seq);
  for (const listener of listeners) listener();
}

/** Saves made by this page: their breadcrumbs are their own to clear, never replayed. */
const madeHere = new Set<string>();

/**
 * Reads what an earlier page left in the outbox (once), then the saves it left only as breadcrumbs
 * (killed before IndexedDB committed them): they join the outbox under their own keys.
 */
export function loadOutbox(): Promise<void> {
  loaded ??= (async () => {
    try {
      for (const [key, entry] of await entries<string, OutboxEntry>(store())) mirror.set(key, entry);
      changed();
    } catch {}
    for (const entry of breadcrumbs()) {
      if (madeHere.has(entry.key)) continue;
      if (mirror.has(entry.key)) clearBreadcrumb(entry.key);
      else await keep(entry);
    }
  })();
  return loaded;
}

export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Every save still on this phone, oldest first. */
export function outboxEntries(): readonly OutboxEntry[] {
  return snapshot;
}

async function keep(entry: OutboxEntry) {
  mirror.set(entry.key, entry);
  changed();
  // No IndexedDB (a private window on some browsers): the save is still sent, kept in memory and
  // as its breadcrumb only.
  try {
    await set(entry.key, entry, store());
    clearBreadcrumb(entry.key);
  } catch {}
}

async function forget(key: string) {
  mirror.delete(key);
  clearBreadcrumb(key);
  changed();
  try {
    await del(key, store());
  } catch {}
}

/** No answer, or one that says to come back: the save stays and is sent again later. */
function sendLater(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  if (error.status === 0 || error.status >= 500 || error.status === 429) return true;
  // The first copy of this key is still being saved (the server says when to come back).
  return error.status === 409 && Boolean(error.headers?.get("retry-after"));
}

function send(entry: OutboxEntry) {
  return apiFetch(entry.path, {
    method: entry.method,
    body: entry.body,
    headers: { "idempotency-key": entry.key },
  });
}

const waitingOf = (userId: string | undefined) =>
  snapshot.filter((entry) => entry.userId === userId && entry.refused === undefined);

/** The rows whose later saves wait behind a change of the day the server refused (decision 0113). */
const heldRows = (userId: string | undefined) =>
  new Set(
    snapshot
      .filter((entry) => entry.userId === userId && entry.refused !== undefined && entry.dayChange && entry.row)
      .map((entry) => entry.row as string),
  );

/** Whether the save names a row held by a refused change of the day. */
const isHeld = (entry: OutboxSave, held: ReadonlySet<string>) =>
  [entry.row, ...(entry.alsoRows ?? [])].some((row) => row !== undefined && held.has(row));

const sentListeners = new Set<(entry: OutboxEntry) => void>();

/**
 * Called with each save the server took, before it leaves the outbox: a change of the day is drawn
 * in the cached day from then on, not only while it waits (decision 0113).
 */
export function onSaveSent(listener: (entry: OutboxEntry) => void): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

function sent(entry: OutboxEntry) {
  for (const listener of sentListeners) listener(entry);
  otherTabs?.postMessage({ userId: entry.userId });
}

/** This browser's other tabs, told of each save this one made (decision 0127); set by `listenToOtherTabs`. */
let otherTabs: BroadcastChannel | undefined;
const OTHER_TABS_READ_AFTER_MS = 300;
/** How many times another tab's saves were read here: a screen that keeps its own state takes them. */
let readForOtherTabs = 0;
const otherTabListeners = new Set<() => void>();

export const otherTabReads = () => readForOtherTabs;
export function subscribeOtherTabReads(listener: () => void): () => void {
  otherTabListeners.add(listener);
  return () => otherTabListeners.delete(listener);
}

/**
 * A save another tab of this browser made reaches this one's screens: they read again (a burst of
 * saves once), so a set saved there shows saved here and is not typed over. Not while saves of this
 * tab still wait to be sent: the screens draw them, and the server's answer would not have them yet
 * (saves held behind a refused change do not count: they wait for the lifter, not the signal).
 */
export function listenToOtherTabs(): void {
  if (otherTabs || typeof BroadcastChannel === "undefined") return;
  otherTabs = new BroadcastChannel("ironpath-saves");
  let timer: ReturnType<typeof setTimeout> | undefined;
  otherTabs.addEventListener("message", (event: MessageEvent<{ userId?: string }>) => {
    if (event.data?.userId !== currentUser()) return;
    clearTimeout(timer);
    timer = setTimeout(async () => {
      const user = currentUser();
      const held = heldRows(user);
      if (waitingOf(user).some((entry) => !isHeld(entry, held))) return;
      await askScreensAgain();
      readForOtherTabs += 1;
      for (const listener of otherTabListeners) listener();
    }, OTHER_TABS_READ_AFTER_MS);
  });
}

/**
 * The `networkMode` of a mutation that saves through the outbox: it runs whatever the network, as
 * the outbox decides itself when to send. TanStack Query's own "online" would hold the call, unseen,
 * from the moment the signal drops until it returns (decision 0110).
 */
export const OUTBOX_SENDS = "always" as const;

/**
 * Stores the save, then sends it unless earlier saves still wait (they go first). Resolves with the
 * server's answer, or `{kept: true}` when it stays on this phone to be sent later; rejects as
 * `apiFetch` does when the server refused it at once (the caller says why, as before). The save is
 * made and left as a breadcrumb synchronously, before this returns its promise: a caller that
 * calls it in the tap's handler has it durable before the frame that shows it saved. With
 * `whenPainted`, the rest (IndexedDB, the request) waits until that frame is painted (decision 0078).
 * `key` is a key the caller made and keeps (an empty workout's draft's): else one is made here.
 */
export function sendSave(
  save: OutboxSave,
  { whenPainted = false, key = crypto.randomUUID() as string } = {},
): Promise<SaveResult> {
  seqCounter += 1;
  const entry: OutboxEntry = {
    ...save,
    key,
    seq: Date.now() * 1000 + (seqCounter % 1000),
    madeAt: new Date().toISOString(),
    userId: currentUser() ?? "",
  };
  madeHere.add(entry.key);
  leaveBreadcrumb(entry);
  return whenPainted ? afterPaint().then(() => keepAndSend(entry)) : keepAndSend(entry);
}

async function keepAndSend(entry: OutboxEntry): Promise<SaveResult> {
  await loadOutbox();
  const ahead = waitingOf(entry.userId).length > 0 || isHeld(entry, heldRows(entry.userId));
  await keep(entry);
  if (ahead || !navigator.onLine) {
    scheduleSync(0);
    return { kept: true };
  }
  try {
    const { status, data } = await send(entry);
    sent(entry);
    await forget(entry.key);
    return { kept: false, status, data };
  } catch (error) {
    if (sendLater(error)) {
      scheduleSync();
      return { kept: true };
    }
    // Refused at once (or the session ended): the lifter sees why where they saved, as before.
    await forget(entry.key);
    throw error;
  }
}

let attempt = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
let syncing: Promise<void> | undefined;
const MAX_BACKOFF_MS = 60_000;

/** Sends the waiting saves after `delayMs` (default: the backoff of the attempts so far). */
export function scheduleSync(delayMs = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** attempt)): void {
  clearTimeout(timer);
  timer = setTimeout(() => void syncOutbox(), delayMs);
}

let again = false;

/**
 * Sends every waiting save of the signed-in lifter, in order; resolves when none is left or one failed.
 * A call while saves are being sent asks for another pass once they are: a save kept meanwhile (the
 * last set tapped as the signal came back) is not in the pass under way, and would otherwise wait
 * for the next trigger.
 */
export function syncOutbox(): Promise<void> {
  if (syncing) {
    again = true;
    return syncing;
  }
  syncing = (async () => {
    do again = false;
    while ((await drain()) && again);
  })().finally(() => {
    syncing = undefined;
  });
  return syncing;
}

/** One pass over the waiting saves; false when it stopped before their end (no signal, signed out, later). */
async function drain(): Promise<boolean> {
  await loadOutbox();
  let count = 0;
  // A refused change of the day holds the saves made after it on its row (decision 0113).
  const held = heldRows(currentUser());
  for (const entry of snapshot.filter((e) => e.userId === currentUser())) {
    if (entry.refused !== undefined) continue;
    if (isHeld(entry, held)) continue;
    if (!navigator.onLine) break;
    try {
      await send(entry);
      sent(entry);
      await forget(entry.key);
      count += 1;
    } catch (error) {
      // Signed out: kept for their next sign-in.
      if (error instanceof ApiError && error.status === 401) return finishPass(count, false);
      if (sendLater(error)) {
        attempt += 1;
        scheduleSync();
        return finishPass(count, false);
      }
      await keep({ ...entry, refused: error instanceof ApiError ? error.message : String(error) });
      if (entry.dayChange && entry.row) held.add(entry.row);
    }
  }
  return finishPass(count, navigator.onLine);
}

/**
 * Every screen but sign-in asks the server again (who is signed in has not changed); resolves once
 * the screens shown have their new answers.
 */
function askScreensAgain(): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== QUERY_ROOTS.auth[0] });
}

function finishPass(count: number, done: boolean): boolean {
  if (waitingOf(currentUser()).length === 0) attempt = 0;
  // Saves made here are on the server: the screens ask again.
  if (count > 0) lastSynced = { count, at: Date.now() };
  if (count > 0) changed();
  if (count > 0) void askScreensAgain();
  return done;
}

/** The lifter sends a refused save again (after fixing what the server said). */
export async function retrySave(key: string): Promise<void> {
  const entry = mirror.get(key);
  if (!entry) return;
  const { refused: _, ...again } = entry;
  await keep(again);
  await syncOutbox();
}

/** The lifter drops a save for good. */
export async function dropSave(key: string): Promise<void> {
  const entry = mirror.get(key);
  await forget(key);
  // A change of the day dropped: the saves it held are sent, and the log shows the server's day.
  if (entry?.dayChange) {
    void askScreensAgain();
    await syncOutbox();
  }
}

/** Drops every save of a user (Log Out after the warning). */
export async function dropSavesOf(userId: string): Promise<void> {
  for (const entry of snapshot.filter((e) => e.userId === userId)) await forget(entry.key);
}
