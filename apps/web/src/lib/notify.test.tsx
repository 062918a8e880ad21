import { notificationsStore } from "@mantine/notifications";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearToastsOfOtherScreens, notifyError, notifySuccess } from "./notify";

const shown = () => {
  const { notifications, queue } = notificationsStore.getState();
  return [...notifications, ...queue].map((n) => String(n.message));
};

describe("toasts and screens", () => {
  // The toasts' code comes with the first toast: what is shown is checked once it has.
  const expectShown = (messages: string[]) => vi.waitFor(() => expect(shown()).toEqual(messages));

  afterEach(async () => {
    clearToastsOfOtherScreens("/nowhere");
    await expectShown([]);
    window.history.replaceState(null, "", "/");
  });

  it("clears a screen's toasts when the lifter is on another one, and keeps those of the screen shown", async () => {
    window.history.replaceState(null, "", "/exercises/Block");
    notifySuccess("Back Squat has been completed!");
    notifyError("Please choose a day");
    clearToastsOfOtherScreens("/exercises/Block");
    await expectShown(["Back Squat has been completed!", "Please choose a day"]);
    clearToastsOfOtherScreens("/profile");
    await expectShown([]);
  });

  it("carries a toast that reports leaving the screen onto the next one, and no further", async () => {
    window.history.replaceState(null, "", "/user-info");
    notifySuccess("Your details were saved.", undefined, { carry: true });
    clearToastsOfOtherScreens("/routine_Selection");
    await expectShown(["Your details were saved."]);
    clearToastsOfOtherScreens("/profile");
    await expectShown([]);
  });

  it("shows one toast at a time even when two are asked before the stack is mounted", async () => {
    // The day's last save raises two at once, as the stack's code is still coming (decision 0074):
    // the second waits its turn instead of showing over the first.
    window.history.replaceState(null, "", "/exercises/Block");
    notifySuccess("Back Squat has been completed!");
    notifySuccess("All exercises for today have been completed!");
    await expectShown(["Back Squat has been completed!", "All exercises for today have been completed!"]);
    const { notifications, queue } = notificationsStore.getState();
    expect(notifications.map((n) => String(n.message))).toEqual(["Back Squat has been completed!"]);
    expect(queue.map((n) => String(n.message))).toEqual(["All exercises for today have been completed!"]);
  });
});
