// Loaded into the service worker Workbox makes (vite.config.ts, workbox.importScripts): shows the
// end of a rest as a notification even with the app in the background or the screen off, while
// the in-app timer stays as it is (decision 0057). The page (src/lib/offline/rest-notifications.ts)
// sends each change of the rest under way: its ends as times, or none when it was skipped. Waiting
// inside the message event (waitUntil) keeps this worker alive until the end; browsers cap that
// (Chrome: about 5 minutes), so a longer rest's end may be told only by the app.

const REST_TAG = "ironpath-rest";
/** The rest last sent: an end of an older one, replaced or skipped, is not told. */
let currentRest = 0;

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

async function tellEnd(rest, end, id) {
  await wait(end.at - Date.now());
  if (id !== currentRest || Notification.permission !== "granted") return;
  await self.registration.showNotification(end.title, {
    body: end.body,
    tag: REST_TAG,
    renotify: true,
    vibrate: end.vibrate,
    icon: "/icons/icon-192.png",
    data: { url: rest.url },
  });
}

async function closeRestNotifications() {
  for (const shown of await self.registration.getNotifications({ tag: REST_TAG })) shown.close();
}

self.addEventListener("message", (event) => {
  const data = event.data;
  if (data?.type !== "ironpath:rest") return;
  currentRest += 1;
  const id = currentRest;
  const rest = data.rest;
  if (!rest) {
    event.waitUntil(closeRestNotifications());
    return;
  }
  event.waitUntil(Promise.all(rest.ends.map((end) => tellEnd(rest, end, id))));
});

// A tap on the notification brings the app back, on the screen the rest was started from.
self.addEventListener("notificationclick", (event) => {
  if (event.notification.tag !== REST_TAG) return;
  event.notification.close();
  const url = event.notification.data?.url ?? "/";
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).pathname === url) ?? windows[0];
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});
