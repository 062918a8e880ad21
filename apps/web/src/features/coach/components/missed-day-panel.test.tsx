import { lossMissedDayBody } from "@ironpath/domain/coach/api.schema";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { json, stubApi } from "../../../test/fake-api";
import { renderWithApp } from "../../../test/render";
import { LOSS_MISSED_FIELDS } from "./coach-form-fields";
import { MissedDayPanel } from "./missed-day-panel";
import { expectVisible } from "../../../test/visible";

const TODAY = "2026-11-25";
const logged = {
  date: "2026-11-24",
  weight: 181.2,
  trend: 181.4,
  planned: 181,
  calories: 2263,
  steps: 8000,
  phase: "cut" as const,
};

describe("the missed-day panel", () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date(2026, 10, 25, 12, 0) });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("knows the phase's logged days and warns before a missed day replaces one", async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    stubApi((call) => (call.path === `/api/query/coach_history/${TODAY}` ? json(200, { data: [logged] }) : undefined));
    const save = vi.fn().mockResolvedValue(undefined);
    renderWithApp(
      <MissedDayPanel
        fields={LOSS_MISSED_FIELDS}
        schema={lossMissedDayBody}
        save={save}
        saving={false}
        phase={{ kind: "cut", startDate: "2026-11-02" }}
        today={TODAY}
        open
        date={null}
        onOpen={vi.fn()}
        onClose={vi.fn()}
      />,
    );
    await user.type(screen.getByLabelText("Steps walked"), "9000");
    await user.type(screen.getByLabelText("Calories consumed"), "2400");
    await user.type(screen.getByLabelText("Weight (lbs)"), "181.0");
    await user.type(screen.getByLabelText("Date (yy/mm/dd)"), "261124");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expectVisible(await screen.findByText("You logged Tue, Nov 24, 2026 already: Submit replaces it."));
    expect(save).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(save).toHaveBeenCalledWith({
      missedSteps: 9000,
      missedCalories: 2400,
      missedWeight: 181,
      date: "2026-11-24",
    });
  });
});
