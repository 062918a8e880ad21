import { describe, expect, it } from "vitest";
import { userInfoSchema } from "./user-info.schema";

const base = {
  firstName: "Ana",
  lastName: "Lift",
  gender: "female",
  weight: "150",
  heightFt: "5",
  heightIn: "6",
  age: "30",
  yearsLifting: "2",
};

describe("user info", () => {
  it("takes form strings, and blank or missing 1RMs as unknown", () => {
    expect(userInfoSchema.parse({ ...base, deadlift1RM: "300", squat1RM: " ", bench1RM: null })).toMatchObject({
      weight: 150,
      heightFt: 5,
      deadlift1RM: 300,
      squat1RM: null,
      bench1RM: null,
      overheadPress1RM: null,
    });
  });

  it("says what is wrong with a 1RM in words", () => {
    const problem = (v: unknown) => userInfoSchema.safeParse({ ...base, deadlift1RM: v }).error?.issues[0]?.message;
    expect(problem("abc")).toBe("must be a number");
    expect(problem(0)).toBe("must be at least 1");
    expect(problem(2500)).toBe("must be at most 2000");
  });

  it("refuses heights outside the form's options", () => {
    expect(userInfoSchema.safeParse({ ...base, heightFt: 8 }).success).toBe(false);
    expect(userInfoSchema.safeParse({ ...base, heightIn: 12 }).success).toBe(false);
  });
});
