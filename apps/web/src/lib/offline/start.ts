import type { QueryClient } from "@tanstack/react-query";
import { ME_QUERY_KEY } from "../signed-in-user";
import { keepAnswers, restoreKeptAnswers } from "./kept-answers";
import { listenToOtherTabs, loadOutbox, syncOutbox } from "./outbox";
import { registerServiceWorker } from "./service-worker";

let started = false;

/**
 * What makes the app work offline, started once the browser is idle after the first paint: the
 * service worker, the kept answers (put back when the server cannot say who is signed in), the
 * outbox's sending when the network comes back, and the other tabs' saves shown in this one.
 */
export function startOffline(queryClient: QueryClient): void {
  if (started) return;
  started = true;
  registerServiceWorker();
  // Who is signed in is not known (no signal, or the server away): the answers kept on this phone
  // stand in, so the log opens; once the server answers, its answers replace them.
  const restore =
    queryClient.getQueryState(ME_QUERY_KEY)?.data === undefined ? restoreKeptAnswers(queryClient) : Promise.resolve();
  void restore.finally(() => keepAnswers(queryClient));
  window.addEventListener("online", () => void syncOutbox());
  listenToOtherTabs();
  void loadOutbox().then(() => syncOutbox());
}
