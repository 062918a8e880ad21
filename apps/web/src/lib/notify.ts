import { notifications } from "@mantine/notifications";

// The spec's toast timings (section 9): errors stay 5 s, successes 2 s.
export const ERROR_TOAST_MS = 5000;
export const SUCCESS_TOAST_MS = 2000;

export function notifyError(message: string, title?: string): void {
  notifications.show({ color: "red", title, message, autoClose: ERROR_TOAST_MS });
}

export function notifySuccess(message: string, title?: string): void {
  notifications.show({ color: "green", title, message, autoClose: SUCCESS_TOAST_MS });
}
