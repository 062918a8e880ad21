import { describe, expect, it } from "vitest";
import { isExerciseLogged, setsLogged } from "./exercise-progress";

describe("exercise progress", () => {
  it("is logged with a whole-exercise entry, whatever the sets", () => {
    expect(isExerciseLogged(4, [null])).toBe(true);
    expect(isExerciseLogged(4, [null, 1])).toBe(true);
  });

  it("stays pending while fewer different sets than prescribed are logged", () => {
    expect(isExerciseLogged(3, [])).toBe(false);
    expect(isExerciseLogged(3, [1])).toBe(false);
    expect(isExerciseLogged(3, [1, 2])).toBe(false);
    expect(isExerciseLogged(3, [1, 2, 3])).toBe(true);
    // Any three sets: the lifter may have numbered them past the prescription.
    expect(isExerciseLogged(3, [1, 2, 5])).toBe(true);
  });

  it("counts the sets of the advanced entry only", () => {
    expect(setsLogged([null, 1, 2])).toBe(2);
    expect(setsLogged([])).toBe(0);
  });
});
