import { askOnceToNotify, notifyRestEnds } from "../offline/rest-notifications";
import { signalRestEnd, unlockSound } from "../rest-signals";
import {
  type RestPhase,
  type RestTimer,
  type RestView,
  addRest,
  newRestTimer,
  parseRestTimer,
  reachedEnd,
  restView,
} from "./timer";
import { REST_STORAGE_KEY as STORAGE_KEY } from "./storage-key";
import { keepScreenAwake } from "../wake-lock";

// The one rest timer of the app, above the router: a save on the log starts it (through
// on-demand.ts, which loads this module only then), the layout's bar shows it on every
// screen, and it is kept in localStorage (its start time, not a count) so a reload or another
// screen carries on where it was. While it runs it ticks, tells the lifter at each end of the range
// (../rest-signals.ts) and keeps the screen awake (../wake-lock.ts); the service worker tells its ends
// as notifications too, for a screen that is off (../offline/rest-notifications.ts).

const TICK_MS = 250;

export interface RestSnapshot {
  timer: RestTimer;
  view: RestView;
}

let timer: RestTimer | null = null;
let snapshot: RestSnapshot | null = null;
/** The phase last seen, so an end is told once, when it is reached; null: nothing seen yet. */
let lastPhase: RestPhase | null = null;
let restored = false;
let ticking: ReturnType<typeof setInterval> | undefined;
let releaseScreen: (() => void) | null = null;
const listeners = new Set<() => void>();

function store(next: RestTimer | null): void {
  try {
    if (next) localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Private mode or a full storage: the timer still runs, it only does not survive a reload.
  }
}

function holdScreen(on: boolean): void {
  if (on && !releaseScreen) releaseScreen = keepScreenAwake();
  if (!on && releaseScreen) {
    releaseScreen();
    releaseScreen = null;
  }
}

// Sound may start only after a touch: each touch while a timer shows makes sure it can.
const onTouch = () => unlockSound();

function run(on: boolean): void {
  if (on && ticking === undefined) {
    ticking = setInterval(() => update(true), TICK_MS);
    document.addEventListener("pointerdown", onTouch, true);
  }
  if (!on && ticking !== undefined) {
    clearInterval(ticking);
    ticking = undefined;
    document.removeEventListener("pointerdown", onTouch, true);
  }
}

function emit(): void {
  for (const listener of listeners) listener();
}

function replace(next: RestTimer | null, tell: boolean): void {
  timer = next;
  store(next);
  if (!next) lastPhase = null;
  update(tell);
}

/** Reads the clock: tells an end just reached (when `tell`), and shows the new second or phase. */
function update(tell: boolean): void {
  if (!timer) {
    run(false);
    holdScreen(false);
    if (snapshot) {
      snapshot = null;
      emit();
    }
    return;
  }
  const view = restView(timer, Date.now());
  if (view.expired) {
    replace(null, false);
    return;
  }
  const end = tell ? reachedEnd(lastPhase, view.phase) : null;
  lastPhase = view.phase;
  if (end) signalRestEnd(end);
  // The timer is over at the high end: the screen may sleep again.
  holdScreen(view.phase !== "done");
  run(true);
  if (snapshot?.timer !== timer || snapshot.view.elapsed !== view.elapsed || snapshot.view.phase !== view.phase) {
    snapshot = { timer, view };
    emit();
  }
}

function restore(): void {
  if (restored) return;
  restored = true;
  let saved: RestTimer | null = null;
  try {
    saved = parseRestTimer(localStorage.getItem(STORAGE_KEY));
  } catch {
    saved = null;
  }
  // Ends reached while the page was closed are not told again.
  if (saved && !timer) {
    replace(saved, false);
    notifyRestEnds(saved);
  }
}

/**
 * A set was saved (at `now`): rest for the exercise's range (minutes, as its row carries it). A row
 * with no rest starts none; a new rest replaces the one under way.
 */
export function startRest(rest: { minRest: number; maxRest: number }, exerciseName: string, now = Date.now()): void {
  restored = true;
  unlockSound();
  const next = newRestTimer(rest, exerciseName, now);
  if (!next) return;
  replace(next, false);
  notifyRestEnds(next);
  askOnceToNotify(() => notifyRestEnds(timer));
}

/** +30 s: the ends not reached yet come later; past the high end, the next set is 30 s from now. */
export function addRestTime(): void {
  unlockSound();
  if (timer) replace(addRest(timer, Date.now()), true);
  notifyRestEnds(timer);
}

/** Skip: the rest is over, the bar goes. */
export function dismissRest(): void {
  replace(null, false);
  notifyRestEnds(null);
}

/** For useSyncExternalStore; the first subscriber brings back a rest kept from before a reload. */
export function subscribeRest(listener: () => void): () => void {
  listeners.add(listener);
  restore();
  return () => listeners.delete(listener);
}

export function restSnapshot(): RestSnapshot | null {
  return snapshot;
}
