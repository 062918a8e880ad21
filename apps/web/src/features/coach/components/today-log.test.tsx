import { lossDayBody } from "@ironpath/domain/coach/api.schema";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, stubApi } from "../../../test/fake-api";
import { renderWithApp } from "../../../test/render";
import { LOSS_DAY_FIELDS } from "./coach-form-fields";
import { SUCCESS_CLEAR_MS } from "./entry-form";
import { TodayLog } from "./today-log";
import { expectVisible } from "../../../test/visible";

const LOGGED_TODAY = "You have logged today. Change a number and Submit to update it.";
const TODAY = "2026-03-04";
const SAVED = "Successfully added steps and calories!";
const day = {
  date: TODAY,
  weight: 199.4,
  trend: 199.4,
  planned: 200,
  calories: 2300,
  steps: 9000,
  phase: "cut" as const,
};

/** Renders the log on a server whose answer is `days()` at each read (another device may save). */
function renderLog(days: (typeof day)[] | (() => (typeof day)[])) {
  const read = typeof days === "function" ? days : () => days;
  stubApi((call) => (call.path === `/api/query/coach_history/${TODAY}` ? json(200, { data: read() }) : undefined));
  const save = vi.fn().mockResolvedValue(undefined);
  renderWithApp(
    <TodayLog
      date={TODAY}
      fields={LOSS_DAY_FIELDS}
      schema={lossDayBody}
      extra={() => ({ currentDate: TODAY })}
      save={save}
      saving={false}
      successText={SAVED}
    />,
  );
  return save;
}

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const values = () => [value("Steps walked"), value("Calories consumed"), value("Weight (lbs)")];
/** The lifter comes back to the tab: the screen reads its figures again. */
const comeBack = () => act(() => window.dispatchEvent(new Event("visibilitychange")));

describe("the day's log", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date(2026, 2, 4, 12, 0) });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("shows today's saved entry, says a Submit updates it, and keeps the edit once saved", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const save = renderLog([{ ...day, date: "2026-03-03" }, day]);
    await screen.findByText(LOGGED_TODAY);
    expect([value("Steps walked"), value("Calories consumed"), value("Weight (lbs)")]).toEqual([
      "9000",
      "2300",
      "199.4",
    ]);
    await user.clear(screen.getByLabelText("Calories consumed"));
    await user.type(screen.getByLabelText("Calories consumed"), "2450");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(save).toHaveBeenCalledWith({
      stepsWalked: 9000,
      caloriesConsumed: 2450,
      userBodyWeight: 199.4,
      currentDate: TODAY,
    });
    expectVisible(screen.getByText(SAVED));
    await act(() => vi.advanceTimersByTimeAsync(SUCCESS_CLEAR_MS));
    expect(screen.queryByText(SAVED)).toBeNull();
    expect(value("Calories consumed")).toBe("2450");
  });

  it("is blank, without the note, when today has no entry yet", async () => {
    renderLog([{ ...day, date: "2026-03-03" }]);
    await screen.findByRole("form", { name: "Log today" });
    expect(screen.queryByText(LOGGED_TODAY)).toBeNull();
    expect(value("Steps walked")).toBe("");
  });

  it("shows today's entry as it now stands when it was changed elsewhere while the form is open", async () => {
    let saved = day;
    const save = renderLog(() => [saved]);
    await screen.findByText(LOGGED_TODAY);
    expect(values()).toEqual(["9000", "2300", "199.4"]);
    // Saved again on another device; the lifter comes back to this tab.
    saved = { ...day, calories: 2450, weight: 199 };
    await comeBack();
    await vi.waitFor(() => expect(values()).toEqual(["9000", "2450", "199"]));
    expect(save).not.toHaveBeenCalled();
  });

  it("keeps what the lifter is typing when today's entry changes elsewhere", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let saved = day;
    const reads = () => vi.mocked(fetch).mock.calls.length;
    renderLog(() => [saved]);
    await screen.findByText(LOGGED_TODAY);
    await user.clear(screen.getByLabelText("Steps walked"));
    await user.type(screen.getByLabelText("Steps walked"), "11000");
    saved = { ...day, calories: 2450, weight: 199 };
    const before = reads();
    await comeBack();
    await vi.waitFor(() => expect(reads()).toBeGreaterThan(before));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(values()).toEqual(["11000", "2300", "199.4"]);
  });
});
