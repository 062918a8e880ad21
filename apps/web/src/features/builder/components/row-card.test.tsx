import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../test/render";
import { type RowDraft, emptyRow, fieldProblem } from "../row-values";
import { RowCard } from "./row-card";

const user = userEvent.setup({ delay: null });

/** One card of the day, holding what is typed, as the day editor does. */
function Card({ first }: { first: RowDraft }) {
  const [row, setRow] = useState(first);
  return (
    <RowCard
      row={row}
      index={0}
      count={1}
      exercises={["Back Squat"]}
      onChange={setRow}
      onMove={() => {}}
      onRemove={() => {}}
    />
  );
}

// A ruled field's message shows under its line of fields, and is read out with the field it is
// about (its accessible description), which is marked invalid while it breaks the rule.
describe("the builder's row messages, tied to their field", () => {
  it("describes the field by its message, marks it invalid, and lets go once it is fixed", async () => {
    renderWithApp(<Card first={{ ...emptyRow(), exerciseName: "Back Squat", sets: "3", reps: "5", rest: "3.5" }} />);
    const words = fieldProblem("rest", "3.5") ?? "";
    expect(words).not.toBe("");
    const rest = screen.getByRole("textbox", { name: "Rest (min)", description: words });
    expect(rest.getAttribute("aria-invalid")).toBe("true");
    // Only that field says it.
    expect(screen.getAllByRole("textbox", { description: words })).toEqual([rest]);
    expect(screen.getByRole("textbox", { name: "RPE" }).getAttribute("aria-invalid")).not.toBe("true");

    await user.clear(rest);
    await user.type(rest, "3");
    expect(screen.queryAllByText(words)).toEqual([]);
    expect(screen.queryByRole("textbox", { description: words })).toBeNull();
    expect(rest.getAttribute("aria-invalid")).not.toBe("true");
  });

  it("ties each of two messages to its own field", async () => {
    renderWithApp(<Card first={{ ...emptyRow(), warmUp: "x", sets: "0" }} />);
    const warmUp = fieldProblem("warmUp", "x") ?? "";
    const sets = fieldProblem("sets", "0") ?? "";
    expect(screen.getByRole("textbox", { name: "Warm-up Sets", description: warmUp })).toBeDefined();
    expect(screen.getByRole("textbox", { name: /^Sets/, description: sets })).toBeDefined();
  });
});
