import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, stubApi } from "../../../test/fake-api";
import { renderWithApp } from "../../../test/render";
import { expectVisible } from "../../../test/visible";
import { GoalPanel } from "./goal-panel";

const choices = { data: [{ value: 4, recommended: true, expected12Weeks: null }] };

describe("a goal panel's Continue with fields left empty", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("names every empty field of the bulk at once and starts nothing", async () => {
    const calls = stubApi((call) =>
      call.path.includes("weightloss_or_gain_per_week") ? json(200, choices) : undefined,
    );
    renderWithApp(<GoalPanel phase="gain" />);
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expectVisible(screen.getByText("Choose a weekly amount"));
    expectVisible(screen.getByText("Choose an activity level"));
    expectVisible(screen.getByText("Choose when the bulk ends"));
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
  });

  it("asks maintenance only for its activity level", async () => {
    const calls = stubApi(() => undefined);
    renderWithApp(<GoalPanel phase="maintenance" />);
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expectVisible(screen.getByText("Choose an activity level"));
    expect(screen.queryByText("Choose a weekly amount")).toBeNull();
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
  });
});
