import "@mantine/notifications/styles.css";
import { Notifications } from "@mantine/notifications";
import type { CSSProperties } from "react";
import { ERROR_TOAST_MS, TOAST_LIMIT } from "../lib/notify";
import { MENU_BUTTON_SIZE } from "./app-header";
import classes from "./toaster.module.css";

// Every toast uses the top stack, over the header (a toast is at most about its height); on a
// phone it ends left of the menu button (48 px, with the header's 16 px padding).
const rootStyle = {
  "--toaster-top": "var(--mantine-spacing-xs)",
  "--toaster-right": `calc(${MENU_BUTTON_SIZE}px + var(--mantine-spacing-md) + var(--mantine-spacing-xs))`,
} as CSSProperties;

/**
 * Where toasts appear: at the top, over the header's logo and name, one at a time (the next waits
 * its turn), and beneath open menus and dialogs, so they never cover the page title, the hamburger
 * button or what the lifter is tapping.
 * Loaded after the first paint; toasts shown before then wait in the store.
 */
export function Toaster() {
  return (
    <Notifications
      position="top-center"
      autoClose={ERROR_TOAST_MS}
      limit={TOAST_LIMIT}
      // Under the menu and dialogs (Mantine puts them at 200): a toast must never take the tap
      // meant for a menu link or a dialog's field.
      zIndex={150}
      classNames={{ root: classes.root }}
      style={rootStyle}
    />
  );
}
