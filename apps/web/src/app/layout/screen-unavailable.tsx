import type { ComponentType } from "react";
import { ServerUnreachable } from "../../components/retry-alert";
import { NO_RESPONSE_MESSAGE } from "../../lib/api";

// A tab opened before a new build asks for a screen's chunk of the old build, which is gone: the
// import fails, and unhandled that leaves a white page. A reload fetches the new build; it is tried
// once in a while only, so a chunk that fails for another reason cannot reload the page in a loop.

/** When this tab last reloaded for a missing screen (sessionStorage: it lives as long as the tab). */
export const RELOADED_AT_KEY = "ironpath:reloaded-at";
const RELOAD_AGAIN_AFTER_MS = 5 * 60_000;

/**
 * The screen's error state, once a reload has not helped (or the phone is offline): the server is
 * out of reach, so it says so, with a reload as the way on (the header around it still leads Home).
 * Its words and layout are RequireUser's (one component), nearly free in the first load.
 */
function ScreenUnavailable() {
  return <ServerUnreachable onRetry={() => location.reload()}>{NO_RESPONSE_MESSAGE}</ServerUnreachable>;
}

/**
 * Reloads the page for the new build, unless it did so a moment ago or the phone is offline (a
 * reload would then show the browser's offline page). Says whether it reloads.
 */
export function reloadForNewBuild(): boolean {
  try {
    if (navigator.onLine && Date.now() - Number(sessionStorage.getItem(RELOADED_AT_KEY)) > RELOAD_AGAIN_AFTER_MS) {
      sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
      location.reload();
      return true;
    }
  } catch {
    // No storage: no way to guard a reload, so no reload.
  }
  return false;
}

/** What a screen shows when its code could not be fetched: its loader while the page reloads, else the error state. */
export function screenUnavailable(): Promise<ComponentType> | ComponentType {
  return reloadForNewBuild() ? new Promise(() => undefined) : ScreenUnavailable;
}
