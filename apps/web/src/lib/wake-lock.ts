// Keeps the phone's screen on while something is being timed (Screen Wake Lock API). The browser
// drops the lock whenever the page is hidden; it is asked for again when the page shows. Where
// the API is missing or refuses (no HTTPS, low battery), nothing happens.

/** Holds the screen awake until the returned function is called. */
export function keepScreenAwake(): () => void {
  // Typed as always there; missing in older browsers and outside HTTPS.
  const wakeLock = (navigator as Partial<Navigator>).wakeLock;
  if (!wakeLock) return () => undefined;
  let sentinel: WakeLockSentinel | null = null;
  let held = true;

  const request = () => {
    if (!held || document.visibilityState !== "visible" || (sentinel && !sentinel.released)) return;
    wakeLock.request("screen").then(
      (lock) => {
        if (held) sentinel = lock;
        else void lock.release().catch(() => undefined);
      },
      () => undefined,
    );
  };
  const onVisibility = () => request();

  document.addEventListener("visibilitychange", onVisibility);
  request();
  return () => {
    held = false;
    document.removeEventListener("visibilitychange", onVisibility);
    if (sentinel && !sentinel.released) void sentinel.release().catch(() => undefined);
    sentinel = null;
  };
}
