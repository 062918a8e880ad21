import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, stubApi } from "../../../test/fake-api";
import { renderWithApp } from "../../../test/render";
import { WorkoutLog, finishEarlyQuestion } from "./workout-log";
import { dayOf, plainRow } from "../../../test/squat-day";
import { expectVisible } from "../../../test/visible";

const row = plainRow;

/** The squat with its three sets saved: done before the day was shown. */
const squatDone = () =>
  row("r1", "Back Squat", {
    logged_sets: [
      { set: 1, actualReps: 5, actualRpe: 8, weight: 225 },
      { set: 2, actualReps: 5, actualRpe: 8.5, weight: 225 },
      { set: 3, actualReps: 4, actualRpe: 9, weight: 225 },
    ],
  });

const card = (name: string) => screen.getByRole("article", { name });
const field = (name: string, label: string) => within(card(name)).getByRole("textbox", { name: label });

describe("the workout log", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("saves a quick entry on the blur of its fields once all three are filled, and shows it saved while the lifter is on it", async () => {
    const calls = stubApi(() => json(200, { ok: true }));
    const user = userEvent.setup();
    renderWithApp(<WorkoutLog program="Block" day={dayOf([row("r1", "Back Squat"), row("r2", "Deadlift")])} />);

    await user.click(field("Back Squat", "Reps"));
    await user.keyboard("5");
    await user.tab();
    expect(calls.filter((c) => c.method !== "GET")).toEqual([]);
    await user.keyboard("7");
    // RPE to the prefilled weight: all three are filled, so that blur saves.
    await user.tab();
    await user.keyboard("{Control>}a{/Control}140");
    await user.tab();
    const saves = calls.filter((c) => c.method === "POST");
    expect(saves.at(-1)?.body).toMatchObject({ exerciseId: "r1", actualReps: 5, actualRpe: 7, weight: 140 });
    expectVisible(await within(card("Back Squat")).findByText("Saved"));
    // Focus is on the card's Adv. Entry: it stays in the list.
    expect(document.activeElement).toBe(within(card("Back Squat")).getByRole("button", { name: "Adv. Entry" }));
  });

  it("keeps an exercise with some of its sets pending, saying which are saved", async () => {
    stubApi(() => json(200, { ok: true }));
    const partly = row("r1", "Bench Press", {
      logged_sets: [{ set: 1, actualReps: 10, actualRpe: 6.5, weight: 135 }],
    });
    renderWithApp(<WorkoutLog program="Block" day={dayOf([partly, row("r2", "Deadlift")])} />);
    expectVisible(within(card("Bench Press")).getByText("1 of 3 sets saved"));
    expectVisible(within(card("Bench Press")).getByText("Set 1: 10 reps · RPE 6.5 · 135 lbs"));
    // The quick row is not the set: it starts fresh.
    expect((field("Bench Press", "Reps") as HTMLInputElement).value).toBe("");
  });

  it("leaves out exercises already logged, and on verify shows them saved", async () => {
    stubApi(() => json(200, { ok: true }));
    const done = row("r1", "Back Squat", {
      logged_sets: [{ set: null, actualReps: 5, actualRpe: 8, weight: 225 }],
    });
    const user = userEvent.setup();
    renderWithApp(<WorkoutLog program="Block" day={dayOf([done, row("r2", "Deadlift")])} />);
    expect(screen.queryByRole("article", { name: "Back Squat" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Want to verify your submission? Click here." }));
    expectVisible(within(card("Back Squat")).getByText("Saved"));
    expect((field("Back Squat", "Reps") as HTMLInputElement).value).toBe("5");
  });

  it("keeps a done exercise in sight under Done today, collapsed, and opens its card again on Edit", async () => {
    stubApi(() => json(200, { ok: true }));
    const user = userEvent.setup();
    renderWithApp(<WorkoutLog program="Block" day={dayOf([squatDone(), row("r2", "Deadlift")])} />);
    // Out of the pending list, as the product says; in the done list, with what is saved.
    expect(screen.queryByRole("article", { name: "Back Squat" })).toBeNull();
    const list = screen.getByRole("list", { name: "Done today" });
    expectVisible(within(list).getByText("Back Squat"));
    for (const line of [
      "Set 1: 5 reps · RPE 8 · 225 lbs",
      "Set 2: 5 reps · RPE 8.5 · 225 lbs",
      "Set 3: 4 reps · RPE 9 · 225 lbs",
    ]) {
      expectVisible(within(list).getByText(line));
    }
    await user.click(within(list).getByRole("button", { name: "Edit Back Squat" }));
    const reopened = await within(list).findByRole("article", { name: "Back Squat" });
    const set3 = await within(reopened).findByRole("group", { name: "Set 3" });
    expect((within(set3).getByRole("textbox", { name: "Set 3 reps" }) as HTMLInputElement).value).toBe("4");
  });

  it("brings an exercise whose set is taken back under Done today back to the pending list once the lifter leaves it", async () => {
    const calls = stubApi(() => json(200, { ok: true }));
    const user = userEvent.setup();
    renderWithApp(<WorkoutLog program="Block" day={dayOf([squatDone(), row("r2", "Deadlift")])} />);
    const list = screen.getByRole("list", { name: "Done today" });
    await user.click(within(list).getByRole("button", { name: "Edit Back Squat" }));
    const reopened = await within(list).findByRole("article", { name: "Back Squat" });
    await user.click(within(reopened).getByRole("button", { name: "Set 3 saved" }));
    await user.click(within(reopened).getByRole("button", { name: "Remove set 3" }));
    // Taken back: the line can be saved again, and the lifter is still on it.
    const save = await within(reopened).findByRole("button", { name: "Save set 3" });
    expect(document.activeElement).toBe(save);
    expect(calls.filter((c) => c.method === "POST").at(-1)?.body).toEqual({ exerciseId: "r1", index: 2 });
    // Still in place while the lifter is in it; back with the pending ones once they go on.
    expect(within(list).getByRole("article", { name: "Back Squat" })).toBe(reopened);
    await user.click(field("Deadlift", "Reps"));
    await waitFor(() => expect(screen.queryByRole("list", { name: "Done today" })).toBeNull());
    expectVisible(within(card("Back Squat")).getByText("2 of 3 sets saved"));
  });

  it("asks before finishing early with the counts History will show, partly done apart", () => {
    expect(finishEarlyQuestion(2, 0)).toBe("Finish now? 2 exercises are not done; they stay as not done.");
    expect(finishEarlyQuestion(0, 1)).toBe("Finish now? 1 exercise is partly done; they stay as logged.");
    expect(finishEarlyQuestion(4, 2)).toBe(
      "Finish now? 4 exercises are not done and 2 partly done; they stay as they are.",
    );
  });

  it("finishes the workout early after asking, and says what was not done", async () => {
    stubApi((call) =>
      call.path.includes("/day-summary/")
        ? json(200, { startedAt: null, finishedAt: null, durationSeconds: 600, sets: 3, volume: 2025, records: [] })
        : json(200, { ok: true }),
    );
    const done = row("r1", "Back Squat", { logged_sets: [{ set: null, actualReps: 5, actualRpe: 8, weight: 225 }] });
    const user = userEvent.setup();
    renderWithApp(<WorkoutLog program="Block" day={dayOf([done, row("r2", "Deadlift"), row("r3", "Chin-Up")])} />);
    await user.click(screen.getByRole("button", { name: "Finish workout" }));
    const asking = screen.getByRole("group", { name: "Finish workout" });
    expectVisible(within(asking).getByText("Finish now? 2 exercises are not done; they stay as not done."));
    await user.click(within(asking).getByRole("button", { name: "Finish workout" }));
    expectVisible(await screen.findByRole("heading", { name: "Workout complete" }));
    const notDone = screen.getByRole("list", { name: "Not done today" });
    expect(
      within(notDone)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Deadlift", "Chin-Up"]);
    // The exercises not done stay on the log, pending, for a lifter who changes their mind.
    expectVisible(card("Deadlift"));
  });

  it("finishing early, says a partly logged exercise with its count, not as not done (as History does)", async () => {
    stubApi((call) =>
      call.path.includes("/day-summary/")
        ? json(200, {
            startedAt: null,
            finishedAt: null,
            durationSeconds: 60,
            sets: 1,
            warmUpSets: 0,
            volume: 900,
            records: [],
          })
        : json(200, { ok: true }),
    );
    const partly = row("r1", "Back Squat", { logged_sets: [{ set: 1, actualReps: 5, actualRpe: 8, weight: 180 }] });
    const user = userEvent.setup();
    renderWithApp(<WorkoutLog program="Block" day={dayOf([partly, row("r2", "Deadlift")])} />);
    await user.click(screen.getByRole("button", { name: "Finish workout" }));
    await user.click(
      within(screen.getByRole("group", { name: "Finish workout" })).getByRole("button", { name: "Finish workout" }),
    );
    expectVisible(await screen.findByRole("heading", { name: "Workout complete" }));
    const texts = (name: string) =>
      within(screen.getByRole("list", { name }))
        .getAllByRole("listitem")
        .map((li) => li.textContent);
    expect(texts("Not done today")).toEqual(["Deadlift"]);
    expect(texts("Partly done")).toEqual([`Back Squat: 1 of ${partly.sets} sets`]);
  });

  it("after the final Submit's 3 s flag, clears the entered data and shows what is saved as saved", async () => {
    stubApi(() => json(200, { ok: true }));
    const user = userEvent.setup();
    renderWithApp(<WorkoutLog program="Block" day={dayOf([row("r1", "Back Squat"), row("r2", "Deadlift")])} />);
    await user.click(screen.getByRole("button", { name: "Want to verify your submission? Click here." }));
    await user.type(field("Deadlift", "Reps"), "3");
    await user.type(field("Deadlift", "RPE"), "9");
    await user.type(field("Deadlift", "Weight (lbs)"), "135");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expectVisible(await screen.findByRole("button", { name: "Submitted" }));
    await waitFor(() => expect((field("Deadlift", "Reps") as HTMLInputElement).value).toBe(""), { timeout: 4000 });
    expectVisible(within(card("Deadlift")).getByText("Saved"));
    expectVisible(within(card("Deadlift")).getByText("Saved: 3 reps · RPE 9 · 135 lbs"));
    // The product's 3 s flag, and a busy machine typing slowly: more than the default 5 s.
  }, 15_000);

  it("shows the finish screen after the verify path's final Submit logs the day's last exercise", async () => {
    stubApi((call) =>
      call.path.includes("/day-summary/")
        ? json(200, { startedAt: null, finishedAt: null, durationSeconds: 600, sets: 6, volume: 2025, records: [] })
        : json(200, { ok: true }),
    );
    const done = row("r1", "Back Squat", { logged_sets: [{ set: null, actualReps: 5, actualRpe: 8, weight: 225 }] });
    const user = userEvent.setup();
    renderWithApp(<WorkoutLog program="Block" day={dayOf([done, row("r2", "Deadlift")])} />);
    await user.click(screen.getByRole("button", { name: "Want to verify your submission? Click here." }));
    await user.type(field("Deadlift", "Reps"), "3");
    await user.type(field("Deadlift", "RPE"), "9");
    await user.type(field("Deadlift", "Weight (lbs)"), "135");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expectVisible(await screen.findByRole("heading", { name: "Workout complete" }));
    expectVisible(await screen.findByText("6"));
  });

  it("keeps a quick entry's bad number as typed, says why in words and saves nothing on the blur", async () => {
    const calls = stubApi(() => json(200, { ok: true }));
    const user = userEvent.setup();
    renderWithApp(<WorkoutLog program="Block" day={dayOf([row("r1", "Back Squat"), row("r2", "Deadlift")])} />);
    const reps = field("Back Squat", "Reps") as HTMLInputElement;
    await user.type(reps, "5.5");
    expect(reps.value).toBe("5.5");
    expectVisible(within(card("Back Squat")).getByText("Reps must be a whole number"));
    await user.type(field("Back Squat", "RPE"), "7");
    const weight = field("Back Squat", "Weight (lbs)") as HTMLInputElement;
    await user.clear(weight);
    await user.type(weight, "1e9x");
    await user.tab();
    expect(weight.value).toBe("1e9x");
    expectVisible(within(card("Back Squat")).getByText("Weight must be a number"));
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
    expect(within(card("Back Squat")).queryByText("Saved")).toBeNull();
  });

  it("refuses a set line's bad number in words under the line, and does not save the set", async () => {
    const calls = stubApi(() => json(200, { ok: true }));
    const user = userEvent.setup();
    renderWithApp(<WorkoutLog program="Block" day={dayOf([row("r1", "Back Squat"), row("r2", "Deadlift")])} />);
    const set = await within(card("Back Squat")).findByRole("group", { name: "Set 1" });
    const reps = within(set).getByRole("textbox", { name: "Set 1 reps" }) as HTMLInputElement;
    await user.clear(reps);
    await user.type(reps, "5.5");
    const rpe = within(set).getByRole("textbox", { name: "Set 1 rpe" });
    await user.clear(rpe);
    await user.type(rpe, "8");
    expect(reps.value).toBe("5.5");
    expectVisible(within(set).getByText("Reps must be a whole number"));
    await user.click(within(set).getByRole("button", { name: "Save set 1" }));
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
    expect(within(set).getByRole("alert").textContent).toBe("Set 1: Reps must be a whole number.");
    expectVisible(within(set).getByText("Last time: —"));
  });

  it("ties a set line's words to the field they are about, until it is typed right", async () => {
    stubApi(() => json(200, { ok: true }));
    const user = userEvent.setup();
    renderWithApp(<WorkoutLog program="Block" day={dayOf([row("r1", "Back Squat", { rpe: "8" })])} />);
    const set = await within(card("Back Squat")).findByRole("group", { name: "Set 1" });
    const reps = within(set).getByRole("textbox", { name: "Set 1 reps" });
    const rpe = within(set).getByRole("textbox", { name: "Set 1 rpe" });
    // A number refused as typed.
    await user.type(reps, "5.5");
    const refused = "Reps must be a whole number";
    expect(within(set).getAllByRole("textbox", { description: refused })).toEqual([reps]);
    expect(reps.getAttribute("aria-invalid")).toBe("true");
    await user.clear(reps);
    await user.type(reps, "5");
    expect(within(set).queryAllByRole("textbox", { description: refused })).toEqual([]);
    expect(reps.getAttribute("aria-invalid")).not.toBe("true");
    // An RPE the row asks for, left empty at the tick.
    await user.click(within(set).getByRole("button", { name: "Save set 1" }));
    const words = within(set).getByRole("alert").textContent ?? "";
    expect(words).toContain("RPE");
    expect(within(set).getAllByRole("textbox", { description: words })).toEqual([rpe]);
    expect(rpe.getAttribute("aria-invalid")).toBe("true");
    await user.type(rpe, "8");
    expect(within(set).queryAllByRole("textbox", { description: words })).toEqual([]);
    expect(rpe.getAttribute("aria-invalid")).not.toBe("true");
  });

  it("refuses a bad number in Adv. Entry in words under the field, and sends nothing", async () => {
    const calls = stubApi(() => json(200, { ok: true }));
    const user = userEvent.setup();
    renderWithApp(<WorkoutLog program="Block" day={dayOf([row("r1", "Back Squat"), row("r2", "Deadlift")])} />);
    await user.click(within(card("Back Squat")).getByRole("button", { name: "Adv. Entry" }));
    const dialog = await screen.findByRole("dialog", { name: "Advanced Entry" });
    const set = within(dialog).getByRole("group", { name: "Set 1" });
    const reps = within(set).getByRole("textbox", { name: "Reps" }) as HTMLInputElement;
    await user.type(reps, "5.5");
    await user.type(within(set).getByRole("textbox", { name: "RPE" }), "8");
    expect(reps.value).toBe("5.5");
    expectVisible(within(set).getByText("Reps must be a whole number"));
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    expect(within(dialog).getByRole("alert").textContent).toBe("Set 1: Reps must be a whole number.");
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
  });
  it("ties Adv. Entry's refusal to the fields of the set still empty, until they are typed", async () => {
    const calls = stubApi(() => json(200, { ok: true }));
    const user = userEvent.setup();
    renderWithApp(<WorkoutLog program="Block" day={dayOf([row("r1", "Back Squat", { rpe: "8" })])} />);
    await user.click(within(card("Back Squat")).getByRole("button", { name: "Adv. Entry" }));
    const dialog = await screen.findByRole("dialog", { name: "Advanced Entry" });
    const set = within(dialog).getByRole("group", { name: "Set 1" });
    const [reps, rpe, weight] = ["Reps", "RPE", "Weight (lbs)"].map((name) =>
      within(set).getByRole("textbox", { name }),
    );
    await user.clear(weight as HTMLElement);
    await user.type(reps as HTMLElement, "5");
    await user.click(within(dialog).getByRole("button", { name: "Submit" }));
    const words = "Set 1: Fill in RPE and Weight, or clear the set.";
    expect(within(dialog).getByRole("alert").textContent).toBe(words);
    // The two empty fields of set 1 are read out with the words, and only they.
    expect(within(dialog).getAllByRole("textbox", { description: words })).toEqual([rpe, weight]);
    for (const field of [rpe, weight]) expect(field?.getAttribute("aria-invalid")).toBe("true");
    expect(reps?.getAttribute("aria-invalid")).not.toBe("true");
    await user.type(weight as HTMLElement, "225");
    expect(within(dialog).getAllByRole("textbox", { description: words })).toEqual([rpe]);
    expect(weight?.getAttribute("aria-invalid")).not.toBe("true");
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
  });

  it("shows a ticked set saved at once, while it is sent, and takes the tick back when the server refuses it", async () => {
    let answer: ((response: Response) => void) | undefined;
    stubApi((call) => (call.method === "POST" ? new Promise<Response>((resolve) => (answer = resolve)) : undefined));
    const user = userEvent.setup();
    renderWithApp(<WorkoutLog program="Block" day={dayOf([row("r1", "Back Squat"), row("r2", "Deadlift")])} />);
    const set = await within(card("Back Squat")).findByRole("group", { name: "Set 1" });
    await user.type(within(set).getByRole("textbox", { name: "Set 1 rpe" }), "8");
    await user.click(within(set).getByRole("button", { name: "Save set 1" }));
    // Before any answer: the tick already says saved.
    within(set).getByRole("button", { name: "Set 1 saved" });
    // The request follows the frame that paints the tick (decision 0078).
    await vi.waitFor(() => expect(answer).toBeDefined());
    answer?.(json(400, { error: "The date is too far in the past" }));
    await within(set).findByRole("button", { name: "Save set 1" });
    expect(within(set).getByRole("alert").textContent).toBe("The date is too far in the past");
  });
});
