type Notifications = typeof import("@mantine/notifications")["notifications"];

/** Toasts shown at once (components/toaster.tsx): the next waits its turn. */
export const TOAST_LIMIT = 1;

// The product's toast timings (docs/product.md section 9): errors stay 5 s, successes 2 s.
export const ERROR_TOAST_MS = 5000;
export const SUCCESS_TOAST_MS = 2000;
/** A warning (a started phase's, e.g. a fast rate) is a sentence to read as the next screen opens. */
export const WARNING_TOAST_MS = 8000;

/**
 * How far down the toasts may reach at the top of a phone (components/toaster.tsx): two of two lines
 * each, as the day's last save raises ('… has been completed!', then 'All exercises …'). A heading a
 * screen scrolls to lands below it, never under a toast.
 */
export const TOAST_CLEARANCE_PX = 144;

export interface ToastOptions {
  /**
   * The toast reports an action that leaves the screen (a save that moves on): it shows on the next
   * screen instead of being cleared with the one it was raised on.
   */
  carry?: boolean;
}

// Each toast asked for: the screen (path) it belongs to, null while a carried toast waits for its
// screen, and Mantine's id once it is shown.
const toasts = new Map<symbol, { screen: string | null; id?: string }>();

// Toasts come after the first paint: their code (Mantine's notifications, with the stack in
// components/toaster.tsx) is fetched with the first toast (decision 0074), not with the
// first page (decision 0012's budget).
let api: Promise<Notifications> | undefined;
const notificationsApi = () => {
  api ??= import("@mantine/notifications").then((module) => {
    // The stack gives Mantine's store its limit only once mounted, after the first toasts are in it
    // (with the default, 5, two of them shown over each other): the store has it from the start.
    module.notificationsStore.updateState((state) => ({ ...state, limit: TOAST_LIMIT }));
    return module.notifications;
  });
  return api;
};
const toastListeners = new Set<() => void>();

/** Calls `listener` at each toast asked for (the stack is then mounted); returns the unsubscribe. */
export function onToast(listener: () => void): () => void {
  toastListeners.add(listener);
  return () => toastListeners.delete(listener);
}

function show(color: string, message: string, autoClose: number, title?: string, options: ToastOptions = {}): void {
  const key = Symbol(message);
  const toast: { screen: string | null; id?: string } = { screen: options.carry ? null : window.location.pathname };
  toasts.set(key, toast);
  for (const listener of toastListeners) listener();
  void notificationsApi().then((notifications) => {
    // Cleared while the code came (the lifter left its screen): never shown.
    if (!toasts.has(key)) return;
    toast.id = notifications.show({ color, title, message, autoClose, onClose: () => toasts.delete(key) });
  });
}

export function notifyError(message: string, title?: string, options?: ToastOptions): void {
  show("red", message, ERROR_TOAST_MS, title, options);
}

export function notifySuccess(message: string, title?: string, options?: ToastOptions): void {
  show("green", message, SUCCESS_TOAST_MS, title, options);
}

export function notifyWarning(message: string, title?: string, options?: ToastOptions): void {
  show("yellow", message, WARNING_TOAST_MS, title, options);
}

/**
 * The lifter is on `pathname` now: toasts of another screen go (a toast must not follow them onto
 * the next screen), carried ones stay and belong to this screen from now on.
 */
export function clearToastsOfOtherScreens(pathname: string): void {
  for (const [key, toast] of toasts) {
    if (toast.screen === null) toast.screen = pathname;
    else if (toast.screen !== pathname) {
      toasts.delete(key);
      const { id } = toast;
      if (id) void notificationsApi().then((notifications) => notifications.hide(id));
    }
  }
}
