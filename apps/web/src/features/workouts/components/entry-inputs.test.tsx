import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../test/render";
import { entryProblem, toSetNumbers } from "../entry-values";
import { EntryInputs } from "./entry-inputs";
import { expectVisible } from "../../../test/visible";

describe("entry inputs", () => {
  it("lists reps, RPE and weight in that order, and names a value out of the domain's range", () => {
    renderWithApp(<EntryInputs values={{ reps: 8, rpe: 11, weight: "" }} onChange={() => {}} />);
    const labels = screen.getAllByRole("textbox").map((input) => (input as HTMLInputElement).labels?.[0]?.textContent);
    expect(labels).toEqual(["Reps", "RPE", "Weight (lbs)"]);
    expectVisible(screen.getByText("RPE must be at most 10"));
  });

  it("explains why a started entry cannot be sent, in the domain's words", () => {
    expect(entryProblem({ reps: 8, rpe: 0, weight: 100 })).toBe("RPE must be at least 1");
    expect(entryProblem({ reps: 101, rpe: 7, weight: 100 })).toBe("Reps must be at most 100");
    expect(entryProblem({ reps: 8, rpe: "", weight: "" })).toBe("Fill in RPE and Weight, or clear the set");
    expect(entryProblem({ reps: 8, rpe: "6.", weight: 100 })).toBeNull();
  });

  it("lets a set leave RPE empty where the program row prescribes none, and only there", () => {
    const values = { reps: 10, rpe: "", weight: 0 };
    expect(entryProblem(values, { rpe: null })).toBeNull();
    expect(toSetNumbers(values, { rpe: null })).toEqual({ reps: 10, rpe: null, weight: 0 });
    expect(entryProblem(values, { rpe: "8" })).toBe("Fill in RPE, or clear the set");
    expect(toSetNumbers(values, { rpe: "8" })).toBeNull();
    expect(toSetNumbers({ ...values, rpe: 7 }, { rpe: null })).toEqual({ reps: 10, rpe: 7, weight: 0 });
  });
});
