import { notifications } from "@mantine/notifications";

// The spec's toast timings (section 9): errors stay 5 s, successes 2 s.
export const ERROR_TOAST_MS = 5000;
export const SUCCESS_TOAST_MS = 2000;

export interface ToastOptions {
  /**
   * The toast reports an action that leaves the screen (a save that moves on): it shows on the next
   * screen instead of being cleared with the one it was raised on.
   */
  carry?: boolean;
}

// The screen (path) each shown toast belongs to; null while a carried toast waits for its screen.
const screenOf = new Map<string, string | null>();

function show(color: string, message: string, autoClose: number, title?: string, options: ToastOptions = {}): void {
  const id = notifications.show({ color, title, message, autoClose, onClose: () => screenOf.delete(id) });
  screenOf.set(id, options.carry ? null : window.location.pathname);
}

export function notifyError(message: string, title?: string, options?: ToastOptions): void {
  show("red", message, ERROR_TOAST_MS, title, options);
}

export function notifySuccess(message: string, title?: string, options?: ToastOptions): void {
  show("green", message, SUCCESS_TOAST_MS, title, options);
}

/**
 * The lifter is on `pathname` now: toasts of another screen go (a toast must not follow them onto
 * the next screen), carried ones stay and belong to this screen from now on.
 */
export function clearToastsOfOtherScreens(pathname: string): void {
  for (const [id, screen] of screenOf) {
    if (screen === null) screenOf.set(id, pathname);
    else if (screen !== pathname) {
      screenOf.delete(id);
      notifications.hide(id);
    }
  }
}
