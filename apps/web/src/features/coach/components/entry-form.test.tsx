import { lossMissedDayBody, missedDayBody } from "@ironpath/domain/coach/api.schema";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type Mock, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../test/render";
import { LOSS_MISSED_FIELDS, MISSED_DAY_FIELDS } from "./coach-form-fields";
import type { PhaseStart } from "./coach-form-values";
import { EntryForm } from "./entry-form";
import { expectVisible } from "../../../test/visible";

const SAVED = "Missed day added successfully";

interface FormOptions {
  save?: Mock<(body: unknown) => Promise<unknown>>;
  onDone?: Mock<() => void>;
  loggedDays?: Set<string>;
  phase?: PhaseStart;
}

/** The gain screen's missed-day form. */
function renderForm({
  save = vi.fn().mockResolvedValue(undefined),
  onDone = vi.fn(),
  loggedDays,
  phase,
}: FormOptions = {}) {
  renderWithApp(
    <EntryForm
      label="Add Day"
      fields={MISSED_DAY_FIELDS}
      schema={missedDayBody}
      loggedDays={loggedDays}
      phase={phase}
      save={save}
      saving={false}
      successText={SAVED}
      onDone={onDone}
    />,
  );
  return { save, onDone };
}

describe("a coach entry form", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date(2026, 2, 4, 12, 0) });
  });
  afterEach(() => vi.useRealTimers());

  it("checks the date in the screen's format and refuses a future day, sending nothing", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { save } = renderForm();
    await user.type(screen.getByLabelText("Calories consumed"), "2900");
    await user.type(screen.getByLabelText("Weight (lbs)"), "200.5");
    await user.type(screen.getByLabelText("Date (yy-mm-dd)"), "2603");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expectVisible(screen.getByText("Enter the date as yy-mm-dd"));
    await user.clear(screen.getByLabelText("Date (yy-mm-dd)"));
    // A four-digit year typed key by key ends in the screen's format (issue 21, item 10).
    await user.type(screen.getByLabelText("Date (yy-mm-dd)"), "2026-03-05");
    expect(screen.getByLabelText("Date (yy-mm-dd)")).toHaveProperty("value", "26-03-05");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expectVisible(screen.getByText("The date cannot be in the future"));
    expect(save).not.toHaveBeenCalled();
  });

  it("refuses a day before the phase started, in the server's words, sending nothing", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { save } = renderForm({ phase: { kind: "bulk", startDate: "2026-03-02" } });
    await user.type(screen.getByLabelText("Calories consumed"), "2900");
    await user.type(screen.getByLabelText("Weight (lbs)"), "200.5");
    await user.type(screen.getByLabelText("Date (yy-mm-dd)"), "26-03-01");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expectVisible(screen.getByText("The date is before your bulk started (Mon, Mar 2, 2026)"));
    expect(save).not.toHaveBeenCalled();
    // The start day is the phase's.
    await user.clear(screen.getByLabelText("Date (yy-mm-dd)"));
    await user.type(screen.getByLabelText("Date (yy-mm-dd)"), "26-03-02");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(save).toHaveBeenCalledWith({ missedCalories: 2900, missedBodyWeight: 200.5, missedDate: "2026-03-02" });
  });

  it("names a number out of range with the wire schema's words", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { save } = renderForm();
    await user.type(screen.getByLabelText("Calories consumed"), "2900");
    await user.type(screen.getByLabelText("Weight (lbs)"), "20");
    await user.type(screen.getByLabelText("Date (yy-mm-dd)"), "26-03-01");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expectVisible(screen.getByText("Must be at least 50"));
    expect(save).not.toHaveBeenCalled();
  });

  it("sends the wire body, says so, and clears the message and the form after 3 s", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { save, onDone } = renderForm();
    await user.type(screen.getByLabelText("Calories consumed"), "2900");
    await user.type(screen.getByLabelText("Weight (lbs)"), "200");
    await user.tab();
    expect((screen.getByLabelText("Weight (lbs)") as HTMLInputElement).value).toBe("200.0");
    await user.type(screen.getByLabelText("Date (yy-mm-dd)"), "26-03-01");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(save).toHaveBeenCalledWith({ missedCalories: 2900, missedBodyWeight: 200, missedDate: "2026-03-01" });
    expectVisible(screen.getByText(SAVED));
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.queryByText(SAVED)).toBeNull();
    expect((screen.getByLabelText("Calories consumed") as HTMLInputElement).value).toBe("");
    expect(onDone).toHaveBeenCalledOnce();
  });

  it("asks 'Did you mean …?' for a held weight and sends the day again as the lifter answers", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const question = {
      weight: 206,
      suggestion: 200.6,
      trendLb: 200.4,
      message:
        "206 lb is 5.6 lb from your trend weight (200.4 lb). Did you mean 200.6 lb? It counts once you confirm it.",
    };
    const save = vi.fn().mockResolvedValueOnce(question).mockResolvedValue(null);
    renderForm({ save });
    await user.type(screen.getByLabelText("Calories consumed"), "2900");
    await user.type(screen.getByLabelText("Weight (lbs)"), "206");
    await user.type(screen.getByLabelText("Date (yy-mm-dd)"), "26-03-01");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expectVisible(await screen.findByText(/Did you mean 200.6 lbs\?/));
    // Not said to be saved while the weight waits.
    expect(screen.queryByText(SAVED)).toBeNull();
    await user.click(screen.getByRole("button", { name: "Use 200.6 lbs" }));
    expect(save).toHaveBeenLastCalledWith({ missedCalories: 2900, missedBodyWeight: 200.6, missedDate: "2026-03-01" });
    expectVisible(await screen.findByText(SAVED));
  });

  it("sends confirmWeight when the lifter says the weight is right", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const question = { weight: 190, suggestion: null, trendLb: 180, message: "190 lb is … Is it right?" };
    const save = vi.fn().mockResolvedValueOnce(question).mockResolvedValue(null);
    renderForm({ save });
    await user.type(screen.getByLabelText("Calories consumed"), "2900");
    await user.type(screen.getByLabelText("Weight (lbs)"), "190");
    await user.type(screen.getByLabelText("Date (yy-mm-dd)"), "26-03-01");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    const itIsRight = await screen.findByRole("button", { name: "190 lbs is right" });
    expect(screen.queryByRole("button", { name: /^Use / })).toBeNull();
    await user.click(itIsRight);
    expect(save).toHaveBeenLastCalledWith({
      missedCalories: 2900,
      missedBodyWeight: 190,
      missedDate: "2026-03-01",
      confirmWeight: true,
    });
    expectVisible(await screen.findByText(SAVED));
  });

  it("takes the date as digits alone on a number pad, or with / - . between, and sends ISO", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const save = vi.fn().mockResolvedValue(undefined);
    renderWithApp(
      <EntryForm
        label="Add Day"
        fields={LOSS_MISSED_FIELDS}
        schema={lossMissedDayBody}
        save={save}
        saving={false}
        successText={SAVED}
      />,
    );
    const date = screen.getByLabelText("Date (yy/mm/dd)") as HTMLInputElement;
    for (const typed of ["260301", "26-03-01", "26.03.01"]) {
      await user.clear(date);
      await user.type(date, typed);
      // The screen's own format, the separators put in as the digits come.
      expect(date.value, typed).toBe("26/03/01");
    }
    await user.type(screen.getByLabelText("Steps walked"), "8000");
    await user.type(screen.getByLabelText("Calories consumed"), "2200");
    await user.type(screen.getByLabelText("Weight (lbs)"), "181.2");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(save).toHaveBeenCalledWith({
      missedSteps: 8000,
      missedCalories: 2200,
      missedWeight: 181.2,
      date: "2026-03-01",
    });
  });

  it("names a date that does not exist as not a real date, not as early or late", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { save } = renderForm({ phase: { kind: "bulk", startDate: "2026-03-02" } });
    await user.type(screen.getByLabelText("Calories consumed"), "2900");
    await user.type(screen.getByLabelText("Weight (lbs)"), "200.5");
    for (const typed of ["26-02-30", "26-13-01"]) {
      await user.clear(screen.getByLabelText("Date (yy-mm-dd)"));
      await user.type(screen.getByLabelText("Date (yy-mm-dd)"), typed);
      await user.click(screen.getByRole("button", { name: "Submit" }));
      expectVisible(screen.getByText("Date must be a real date (yy-mm-dd)"));
    }
    expect(save).not.toHaveBeenCalled();
  });

  it("warns before a missed day replaces a day already logged, and sends it when Submit is pressed again", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { save } = renderForm({ loggedDays: new Set(["2026-03-01"]) });
    await user.type(screen.getByLabelText("Calories consumed"), "2900");
    await user.type(screen.getByLabelText("Weight (lbs)"), "200.5");
    await user.type(screen.getByLabelText("Date (yy-mm-dd)"), "260301");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expectVisible(screen.getByText("You logged Sun, Mar 1, 2026 already: Submit replaces it."));
    expect(save).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(save).toHaveBeenCalledWith({ missedCalories: 2900, missedBodyWeight: 200.5, missedDate: "2026-03-01" });
  });

  it("sends a day not yet logged at once, and asks again for another logged day", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { save } = renderForm({ loggedDays: new Set(["2026-03-01", "2026-02-28"]) });
    await user.type(screen.getByLabelText("Calories consumed"), "2900");
    await user.type(screen.getByLabelText("Weight (lbs)"), "200.5");
    await user.type(screen.getByLabelText("Date (yy-mm-dd)"), "26-03-01");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    // Another logged day is warned about afresh: the first warning confirmed only its own date.
    await user.clear(screen.getByLabelText("Date (yy-mm-dd)"));
    await user.type(screen.getByLabelText("Date (yy-mm-dd)"), "26-02-28");
    expect(screen.queryByText("You logged Sun, Mar 1, 2026 already: Submit replaces it.")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expectVisible(screen.getByText("You logged Sat, Feb 28, 2026 already: Submit replaces it."));
    expect(save).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText("Date (yy-mm-dd)"));
    await user.type(screen.getByLabelText("Date (yy-mm-dd)"), "26-02-27");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(save).toHaveBeenCalledWith({ missedCalories: 2900, missedBodyWeight: 200.5, missedDate: "2026-02-27" });
  });
});
