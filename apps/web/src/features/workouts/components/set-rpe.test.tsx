import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, stubApi } from "../../../test/fake-api";
import { renderWithApp } from "../../../test/render";
import { dayOf, plainRow } from "../../../test/squat-day";
import { WorkoutLog } from "./workout-log";

// RPE of a set is asked for where the program prescribes it, and only there (docs/product.md section 2: RPE only where the row has one).

const row = (exercise_name: string, rpe: string | null) => plainRow(exercise_name, exercise_name, { reps: "10", rpe });

async function saveSetOne(name: string) {
  const user = userEvent.setup();
  const set = await within(screen.getByRole("article", { name })).findByRole("group", { name: "Set 1" });
  const reps = within(set).getByRole("textbox", { name: "Set 1 reps" });
  await user.clear(reps);
  await user.type(reps, "10");
  await user.clear(within(set).getByRole("textbox", { name: "Set 1 rpe" }));
  await user.click(within(set).getByRole("button", { name: "Save set 1" }));
  return set;
}

describe("a set's RPE", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("may be left empty where the row prescribes none: the set is saved with rpe null", async () => {
    const calls = stubApi(() => json(200, { ok: true }));
    renderWithApp(<WorkoutLog program="Block" day={dayOf([row("Plank", null)])} />);
    const set = await saveSetOne("Plank");
    await vi.waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(1));
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({ index: 0, reps: 10, rpe: null, weight: 135 });
    expect(within(set).queryByRole("alert")).toBeNull();
  });

  it("is asked for where the row prescribes it, and nothing is sent", async () => {
    const calls = stubApi(() => json(200, { ok: true }));
    renderWithApp(<WorkoutLog program="Block" day={dayOf([row("Back Squat", "8")])} />);
    const set = await saveSetOne("Back Squat");
    expect(within(set).getByRole("alert").textContent).toBe("Set 1: Fill in RPE, or clear the set.");
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
  });
});
