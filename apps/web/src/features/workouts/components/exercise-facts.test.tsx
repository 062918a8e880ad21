import type { ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../test/render";
import { ExerciseFacts } from "./exercise-facts";

const row: ExerciseRow = {
  exerciseId: "r1",
  exercise_name: "Back Squat",
  exercise_day_order: 1,
  exercise_type: "weight_reps",
  warm_up_sets: 3,
  sets: 4,
  reps: "AMRAP",
  rpe: null,
  percent1RM: "77.5-85",
  min_rest: 3,
  max_rest: 5,
  rest: "3-5",
  notes: null,
  weight: 235,
  logged: null,
  logged_sets: [],
  suggestionBasis: "profile-1rm",
  oneRepMax: 300,
  plan: { warmUps: [], sets: [], bodyweight: false },
  plates: null,
};

const fact = (label: string) => screen.getByText(`${label}:`).parentElement?.textContent;

describe("exercise facts", () => {
  it("shows warm-up sets, sets, reps, %1RM with its sign and the rest range in minutes", () => {
    renderWithApp(<ExerciseFacts row={row} />);
    expect(fact("Warm-up sets")).toBe("Warm-up sets: 3");
    expect(fact("Sets")).toBe("Sets: 4");
    expect(fact("Reps")).toBe("Reps: AMRAP");
    expect(fact("%1RM")).toBe("%1RM: 77.5-85%");
    expect(fact("Rest")).toBe("Rest: 3-5 min");
  });

  it("leaves out RPE and %1RM when the program gives none, and shows a single rest value once", () => {
    renderWithApp(<ExerciseFacts row={{ ...row, rpe: null, percent1RM: null, min_rest: 2, max_rest: 2 }} />);
    expect(screen.queryByText("RPE:")).toBeNull();
    expect(screen.queryByText("%1RM:")).toBeNull();
    expect(fact("Rest")).toBe("Rest: 2 min");
  });

  it("leaves out the rest when a lifter's own program gives none", () => {
    renderWithApp(<ExerciseFacts row={{ ...row, min_rest: 0, max_rest: 0, rest: "" }} />);
    expect(screen.queryByText("Rest:")).toBeNull();
    expect(fact("Sets")).toBe("Sets: 4");
  });

  it("shows the RPE when given", () => {
    renderWithApp(<ExerciseFacts row={{ ...row, rpe: "7-8" }} />);
    expect(fact("RPE")).toBe("RPE: 7-8");
  });

  it("says a timed hold's target in seconds, not as reps", () => {
    renderWithApp(<ExerciseFacts row={{ ...row, exercise_type: "timed", reps: "45", percent1RM: null }} />);
    expect(fact("Hold")).toBe("Hold: 45 s");
    expect(screen.queryByText("Reps:")).toBeNull();
  });
});
