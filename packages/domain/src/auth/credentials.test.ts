import { describe, expect, it } from "vitest";
import { isValidEmail, passwordProblems, registrationSchema } from "./credentials";

const LENGTH = "Password - Must be atleast 8 characters long";
const SPECIAL = "Password - Must contain a special character";
const UPPER = "Password - Must contain an uppercase letter";

describe("e-mail rule", () => {
  it.each(["a@b.co", "lifter.one+x@gym.example.org"])("accepts %s", (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each(["", "plain", "a@b", "@b.co", "a@.co", "a b@c.de", "a@b c.de", "a@b.co ", "a@@b.co"])(
    "refuses %j",
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );
  it("refuses an address longer than 254 characters", () => {
    expect(isValidEmail(`${"a".repeat(250)}@b.co`)).toBe(false);
  });
});

describe("password rules", () => {
  it("accepts a password meeting every rule", () => {
    expect(passwordProblems("Squat#225")).toEqual([]);
  });
  it("names each broken rule with the product's exact words", () => {
    expect(passwordProblems("Sq#1")).toEqual([LENGTH]);
    expect(passwordProblems("Squat2255")).toEqual([SPECIAL]);
    expect(passwordProblems("squat#225")).toEqual([UPPER]);
    expect(passwordProblems("")).toEqual([LENGTH, SPECIAL, UPPER]);
  });
  it.each([..."!@#$%^&*()_+-=[]{};':\"\\|,.<>/?"])("counts %j as a special character", (c) => {
    expect(passwordProblems(`Abcdefgh${c}`)).toEqual([]);
  });
  it("does not count a space or a letter as special", () => {
    expect(passwordProblems("Abcdefgh ")).toEqual([SPECIAL]);
  });
});

describe("registration schema", () => {
  it("passes good input and trims the e-mail", () => {
    expect(registrationSchema.parse({ email: " a@b.co ", password: "Squat#225" })).toEqual({
      email: "a@b.co",
      password: "Squat#225",
    });
  });
  it("refuses unknown keys", () => {
    expect(registrationSchema.safeParse({ email: "a@b.co", password: "Squat#225", x: 1 }).success).toBe(false);
  });
});
