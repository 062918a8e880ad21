import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, stubApi } from "../../../test/fake-api";
import { renderWithApp } from "../../../test/render";
import { squatDay } from "../../../test/squat-day";
import { expectVisible } from "../../../test/visible";
import { WorkoutLog } from "./workout-log";

// A value the lifter did not type or confirm is never saved as theirs: today's suggestion shows in
// the empty fields, one tap on a set's tick takes its reps and weight, the RPE felt is asked for,
// and a tap on a filled field selects it so what is typed replaces it.

const day = squatDay;

const setOne = () => within(screen.getByRole("article", { name: "Back Squat" })).findByRole("group", { name: "Set 1" });
const input = (scope: HTMLElement, name: string) => within(scope).getByRole("textbox", { name }) as HTMLInputElement;

describe("suggestions in the workout log", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows today's reps and weight in a set's empty fields, and asks for the RPE felt", async () => {
    const calls = stubApi(() => json(200, { ok: true }));
    const user = userEvent.setup();
    renderWithApp(<WorkoutLog program="Block" day={day} />);
    const set = await setOne();
    expect(input(set, "Set 1 reps").value).toBe("");
    expect(input(set, "Set 1 reps").placeholder).toBe("5");
    expect(input(set, "Set 1 weight (lbs)").value).toBe("");
    expect(input(set, "Set 1 weight (lbs)").placeholder).toBe("225");
    expect(input(set, "Set 1 rpe").placeholder).toBe("");
    await user.click(within(set).getByRole("button", { name: "Save set 1" }));
    expect(within(set).getByRole("alert").textContent).toBe("Set 1: Fill in RPE, or clear the set.");
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
  });

  it("takes the suggested reps and weight with one tap on the tick, with the RPE typed", async () => {
    const calls = stubApi(() => json(200, { ok: true }));
    const user = userEvent.setup();
    renderWithApp(<WorkoutLog program="Block" day={day} />);
    const set = await setOne();
    await user.type(input(set, "Set 1 rpe"), "9");
    await user.click(within(set).getByRole("button", { name: "Save set 1" }));
    await vi.waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(1));
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({ index: 0, reps: 5, rpe: 9, weight: 225 });
    const tick = await within(set).findByRole("button", { name: "Set 1 saved" });
    expect(tick.getAttribute("aria-expanded")).toBe("false");
  });

  it("adds a set beyond the prescription, suggested from the last one, and takes a saved set back", async () => {
    const calls = stubApi(() => json(200, { ok: true }));
    const user = userEvent.setup();
    renderWithApp(<WorkoutLog program="Block" day={day} />);
    const card = screen.getByRole("article", { name: "Back Squat" });
    const set1 = await setOne();
    await user.type(input(set1, "Set 1 reps"), "6");
    await user.type(input(set1, "Set 1 rpe"), "8");
    await user.type(input(set1, "Set 1 weight (lbs)"), "230");
    await user.click(within(set1).getByRole("button", { name: "Save set 1" }));
    await within(set1).findByRole("button", { name: "Set 1 saved" });
    // Two sets prescribed: a third line comes with Add a set, suggesting the last set's numbers.
    expect(within(card).queryByRole("group", { name: "Set 3" })).toBeNull();
    await user.click(within(card).getByRole("button", { name: "Add a set" }));
    const set3 = within(card).getByRole("group", { name: "Set 3" });
    expect(input(set3, "Set 3 reps").placeholder).toBe("6");
    expect(input(set3, "Set 3 weight (lbs)").placeholder).toBe("230");
    await user.type(input(set3, "Set 3 rpe"), "9");
    await user.click(within(set3).getByRole("button", { name: "Save set 3" }));
    await vi.waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(2));
    expect(calls.filter((c) => c.method === "POST")[1]?.body).toMatchObject({ index: 2, reps: 6, rpe: 9, weight: 230 });
    // A tap on a saved set's tick asks before taking it back.
    await user.click(await within(set3).findByRole("button", { name: "Set 3 saved" }));
    await user.click(within(set3).getByRole("button", { name: "Remove set 3" }));
    await vi.waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(3));
    const removal = calls.filter((c) => c.method === "POST")[2];
    expect(removal?.path).toContain("/api/add/removeUserExerciseSet/Block");
    expect(removal?.body).toEqual({ exerciseId: "r1", index: 2 });
    expectVisible(await within(set3).findByRole("button", { name: "Save set 3" }));
    // The added line stays on the card, counted (decision 0077), until it is taken off too.
    expectVisible(within(card).getByText("1 of 3 sets saved"));
    await user.click(within(card).getByRole("button", { name: "Remove set 3" }));
    expect(within(card).queryByRole("group", { name: "Set 3" })).toBeNull();
    expectVisible(within(card).getByText("1 of 2 sets saved"));
  });

  it("replaces a filled number with what is typed after a tap on it, never appends", async () => {
    stubApi(() => json(200, { ok: true }));
    const user = userEvent.setup();
    renderWithApp(<WorkoutLog program="Block" day={day} />);
    const set = await setOne();
    const weight = input(set, "Set 1 weight (lbs)");
    await user.type(weight, "25");
    await user.tab();
    await user.click(weight);
    await user.keyboard("25");
    expect(weight.value).toBe("25");
  });

  it("leaves the quick row's weight empty with the suggestion shown, so a blur saves nothing unconfirmed", async () => {
    const calls = stubApi(() => json(200, { ok: true }));
    const user = userEvent.setup();
    renderWithApp(<WorkoutLog program="Block" day={day} />);
    const card = screen.getByRole("article", { name: "Back Squat" });
    const weight = within(card).getByRole("textbox", { name: "Weight (lbs)" }) as HTMLInputElement;
    expect(weight.value).toBe("");
    expect(weight.placeholder).toBe("225");
    await user.type(within(card).getByRole("textbox", { name: "Reps" }), "5");
    await user.type(within(card).getByRole("textbox", { name: "RPE" }), "8");
    await user.tab();
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
    await user.type(weight, "225");
    await user.tab();
    await vi.waitFor(() => expect(calls.filter((c) => c.method === "POST")).toHaveLength(1));
    expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({ actualReps: 5, actualRpe: 8, weight: 225 });
  });
});
