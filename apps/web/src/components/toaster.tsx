import { Notifications } from "@mantine/notifications";
import { ERROR_TOAST_MS } from "../lib/notify";
import { HEADER_HEIGHT } from "./app-header";

/**
 * Where toasts appear: top centre, below the header, so they never cover the hamburger button.
 * Loaded after the first paint; toasts shown before then wait in the store.
 */
export function Toaster() {
  return (
    <Notifications
      position="top-center"
      autoClose={ERROR_TOAST_MS}
      styles={{ root: { top: `calc(${HEADER_HEIGHT}px + var(--mantine-spacing-xs))` } }}
    />
  );
}
