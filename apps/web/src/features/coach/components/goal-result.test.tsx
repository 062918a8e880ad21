import { notificationsStore } from "@mantine/notifications";
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearToastsOfOtherScreens } from "../../../lib/notify";
import { showWarnings } from "./goal-result";

const messages = (list: readonly { message: unknown }[]) => list.map((n) => String(n.message));
const expectToasts = (shown: string[], waiting: string[]) =>
  vi.waitFor(() => {
    const { notifications, queue } = notificationsStore.getState();
    expect({ shown: messages(notifications), waiting: messages(queue) }).toEqual({ shown, waiting });
  });

describe("a started phase's warnings", () => {
  afterEach(() => window.history.replaceState(null, "", "/"));

  it("arrive on the assistant one at a time, and go when the lifter leaves it", async () => {
    window.history.replaceState(null, "", "/weightloss");
    showWarnings(["That rate is fast.", "Your start date is in the past."]);
    clearToastsOfOtherScreens("/weight-gain-recommender");
    await expectToasts(["That rate is fast."], ["Your start date is in the past."]);
    clearToastsOfOtherScreens("/profile");
    await expectToasts([], []);
  });
});
