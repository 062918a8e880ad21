import { describe, expect, it } from "vitest";
import { homeWithNext, placeOf } from "./next-path";

describe("where a signed-out deep link leads", () => {
  it("names the screen in words, a program by its name", () => {
    expect(placeOf("/profile")).toBe("your profile");
    expect(placeOf("/exercises/Powerlifting%20Peaking%20Block")).toBe("the workout log of Powerlifting Peaking Block");
    expect(placeOf("/user-created-exercises/My%20Plan?x=1")).toBe("the workout log of My Plan");
    expect(placeOf("/ROUTINE_SELECTION")).toBe("your programs");
  });

  it("falls back to plain words for a screen it has no name for", () => {
    expect(placeOf("/somewhere")).toBe("the page you opened");
    expect(placeOf("/exercises/%E0%A4%A")).toBe("the workout log of %E0%A4%A");
    expect(homeWithNext("/profile")).toBe("/?next=%2Fprofile");
  });
});
