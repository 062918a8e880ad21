import { notificationsStore } from "@mantine/notifications";
import { afterEach, describe, expect, it } from "vitest";
import { clearToastsOfOtherScreens, notifyError, notifySuccess } from "./notify";

const shown = () => {
  const { notifications, queue } = notificationsStore.getState();
  return [...notifications, ...queue].map((n) => String(n.message));
};

describe("toasts and screens", () => {
  afterEach(() => {
    clearToastsOfOtherScreens("/nowhere");
    window.history.replaceState(null, "", "/");
  });

  it("clears a screen's toasts when the lifter is on another one, and keeps those of the screen shown", () => {
    window.history.replaceState(null, "", "/exercises/Block");
    notifySuccess("Back Squat has been completed!");
    notifyError("Please choose a day");
    clearToastsOfOtherScreens("/exercises/Block");
    expect(shown()).toEqual(["Back Squat has been completed!", "Please choose a day"]);
    clearToastsOfOtherScreens("/profile");
    expect(shown()).toEqual([]);
  });

  it("carries a toast that reports leaving the screen onto the next one, and no further", () => {
    window.history.replaceState(null, "", "/user-info");
    notifySuccess("Your details were saved.", undefined, { carry: true });
    clearToastsOfOtherScreens("/routine_Selection");
    expect(shown()).toEqual(["Your details were saved."]);
    clearToastsOfOtherScreens("/profile");
    expect(shown()).toEqual([]);
  });
});
