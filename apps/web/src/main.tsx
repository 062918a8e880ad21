// Mantine's global styles; each component's own CSS comes with its code (vite.config.ts).
import "@mantine/core/styles/baseline.css";
import "@mantine/core/styles/default-css-variables.css";
import "@mantine/core/styles/global.css";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { preloadScreen } from "./app/router";
import { queryClient } from "./lib/query-client";
import { meQueryOptions } from "./lib/signed-in-user";

// How long the first render waits for the signed-in user, the page's code and its data before it
// shows what it has (the header and a spinner).
const FIRST_RENDER_WAIT_MS = 1500;

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

/**
 * The page's stylesheets come as preloads, so that the header index.html draws paints before them
 * (vite.config.ts, and the server's hints); they are applied here, in page order, and React
 * renders nothing before they are in.
 */
function applyStylesheets(): Promise<unknown> {
  const links = document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]');
  return Promise.all(
    [...links].map((link) => {
      const applied = new Promise((settle) => {
        link.addEventListener("load", settle, { once: true });
        link.addEventListener("error", settle, { once: true });
      });
      link.rel = "stylesheet";
      return applied;
    }),
  );
}
const stylesheets = applyStylesheets();

// All start now, not when React gets to them: `me` is already on its way (index.html preloads it),
// the server has hinted the page's chunks, and the page's data is asked for as soon as `me` says
// the visitor may see it (app/router.tsx). The first render then paints the whole page at once;
// the workout log's paints its title first, and its code and day as they come (decision 0078).
const signedIn = queryClient.fetchQuery(meQueryOptions).then(
  (me) => me !== null,
  () => false,
);
const ready = Promise.allSettled([signedIn, preloadScreen(location.pathname, signedIn)]);
const timeout = new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS));

void Promise.all([stylesheets, Promise.race([ready, timeout])]).then(() => {
  // A transition lets React yield to the browser while it builds the first screen.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
