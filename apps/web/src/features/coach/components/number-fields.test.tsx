import { lossDayBody } from "@ironpath/domain/coach/api.schema";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../test/render";
import { LOSS_DAY_FIELDS } from "./coach-form-fields";
import { EntryForm } from "./entry-form";
import { expectVisible } from "../../../test/visible";

// The coach's number fields keep what is typed and refuse a number written wrong in words
// (decision 0030): "2350.7" calories is not 23507, "8,5OO" steps is not 85.

function renderDay() {
  const save = vi.fn().mockResolvedValue(undefined);
  renderWithApp(
    <EntryForm
      label="Today"
      fields={LOSS_DAY_FIELDS}
      schema={lossDayBody}
      extra={() => ({ currentDate: "2026-03-04" })}
      save={save}
      saving={false}
      successText="Saved"
    />,
  );
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  return { save, steps: field("Steps walked"), calories: field("Calories consumed"), weight: field("Weight (lbs)") };
}

describe("a coach form's number fields", () => {
  it("keep a number written wrong as typed, say why under the field and send nothing", async () => {
    const user = userEvent.setup();
    const { save, steps, calories, weight } = renderDay();
    await user.type(steps, "8,5OO");
    await user.type(calories, "2350.7");
    await user.type(weight, "18o.5");
    expect([steps.value, calories.value, weight.value]).toEqual(["8,5OO", "2350.7", "18o.5"]);
    expectVisible(screen.getByText("Steps walked must be a number"));
    expectVisible(screen.getByText("Calories consumed must be a whole number"));
    expectVisible(screen.getByText("Weight must be a number"));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(save).not.toHaveBeenCalled();
    expect(steps.getAttribute("inputmode")).toBe("numeric");
    expect(weight.getAttribute("inputmode")).toBe("decimal");
  });

  it("refuse a thousands separator in steps, and read a comma as the point in weight", async () => {
    const user = userEvent.setup();
    const { save, steps, calories, weight } = renderDay();
    await user.type(steps, "8,500");
    await user.type(calories, "2350");
    await user.type(weight, "180,5");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expectVisible(screen.getByText("Steps walked must be written without a thousands separator"));
    expect(save).not.toHaveBeenCalled();
    await user.clear(steps);
    await user.type(steps, "8500");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(save).toHaveBeenCalledWith({
      stepsWalked: 8500,
      caloriesConsumed: 2350,
      userBodyWeight: 180.5,
      currentDate: "2026-03-04",
    });
  });
});
