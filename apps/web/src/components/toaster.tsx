import { Notifications } from "@mantine/notifications";
import { ERROR_TOAST_MS } from "../lib/notify";

/** Where toasts appear. Loaded after the first paint; toasts shown before then wait in the store. */
export function Toaster() {
  return <Notifications position="top-center" autoClose={ERROR_TOAST_MS} />;
}
