import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setCurrentUnit } from "../../../lib/weight-unit";
import { json, stubApi } from "../../../test/fake-api";
import { renderWithApp } from "../../../test/render";
import { ExerciseUnitSelect } from "./exercise-unit-select";

// A builder row's exercise in its own unit (decision 0081): saved at once, and the builder's list
// of exercises, which carries each one's unit, is asked again so the row shows what was saved.
// jsdom has no layout: Mantine scrolls the chosen option into view.
Element.prototype.scrollIntoView = () => {};

describe("the unit of a builder row's exercise", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setCurrentUnit("lb");
  });

  it("gives a kg lifter's cable row pounds of its own, and shows them once saved", async () => {
    setCurrentUnit("kg");
    let saved: string | undefined;
    const calls = stubApi((call) => {
      if (call.method === "POST" && call.path === "/api/add/exercise_unit") {
        saved = "lb";
        return json(200, { ok: true, data: { exercise_name: "Cable Row", unit: "lb" } });
      }
      if (call.method === "GET") return json(200, { data: [{ exercise_name: "Cable Row", unit: saved }] });
    });
    renderWithApp(<ExerciseUnitSelect exerciseName="Cable Row" />);
    const select = screen.getByRole("combobox", { name: "Unit on the log" }) as HTMLInputElement;
    await vi.waitFor(() => expect(select.value).toBe("kg"));
    const gets = () => calls.filter((c) => c.method === "GET").length;
    const before = gets();
    const user = userEvent.setup();
    await user.click(select);
    await user.click(await screen.findByRole("option", { name: "lbs", hidden: true }));
    await vi.waitFor(() =>
      expect(calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([
        { exercise_name: "Cable Row", unit: "lb" },
      ]),
    );
    await vi.waitFor(() => expect(gets()).toBeGreaterThan(before));
    await vi.waitFor(() => expect(select.value).toBe("lbs"));
  });
});
