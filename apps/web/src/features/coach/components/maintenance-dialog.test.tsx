import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, stubApi } from "../../../test/fake-api";
import { renderWithApp } from "../../../test/render";
import { expectVisible } from "../../../test/visible";
import { MaintenanceDialog } from "./maintenance-dialog";

describe("'Change Maintenance Calories'", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says the drift it asks about, the sentence's, even when the trend sits under the start (decision 0114)", async () => {
    // A cut's lagging trend carried into maintenance (decision 0112): the trend is still 0.4 lb under
    // where maintenance started, while the last two weeks average 1.5 lb over the first week, and the
    // dialog proposes fewer calories for it.
    const sent: unknown[] = [];
    stubApi((call) => {
      if (call.path !== "/api/query/change_maintenance_phase_calories") return undefined;
      sent.push(call.body);
      return json(200, { ok: true });
    });
    renderWithApp(
      <MaintenanceDialog
        due
        startWeight={202}
        trendWeight={201.6}
        driftLb={1.5}
        currentCalories={2500}
        proposedCalories={2125}
      />,
    );
    expectVisible(await screen.findByText(/your last two weeks average 1\.5 lbs above your first week/i));
    expect(screen.queryByText(/below/)).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Yes" }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ weightChange: 1.5, maintenanceCalories: 2125 });
  });
});
