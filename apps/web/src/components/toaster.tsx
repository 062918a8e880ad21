import "@mantine/notifications/styles.css";
import { Notifications } from "@mantine/notifications";
import type { CSSProperties } from "react";
import { ERROR_TOAST_MS } from "../lib/notify";
import { HEADER_HEIGHT } from "./app-header";
import classes from "./toaster.module.css";

// Every toast uses the top-centre stack; it starts this far down, below the header.
const rootStyle = { "--toaster-top": `calc(${HEADER_HEIGHT}px + var(--mantine-spacing-xs))` } as CSSProperties;

/**
 * Where toasts appear: top centre, below the header and beneath open menus and dialogs, so they
 * never cover the hamburger button or what the lifter is tapping.
 * Loaded after the first paint; toasts shown before then wait in the store.
 */
export function Toaster() {
  return (
    <Notifications
      position="top-center"
      autoClose={ERROR_TOAST_MS}
      // Under the menu and dialogs (Mantine puts them at 200): a toast must never take the tap
      // meant for a menu link or a dialog's field.
      zIndex={150}
      classNames={{ root: classes.root }}
      style={rootStyle}
    />
  );
}
