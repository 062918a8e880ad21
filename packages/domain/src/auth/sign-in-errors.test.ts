import { describe, expect, it } from "vitest";
import { signInErrorMessage } from "./sign-in-errors";

describe("sign-in error messages", () => {
  it("names the provider where it helps", () => {
    expect(signInErrorMessage("cancelled", "google")).toBe("Sign-in with Google was cancelled.");
    expect(signInErrorMessage("unavailable", "facebook")).toBe(
      "Sign-in with Facebook is unavailable right now. Please try again later.",
    );
  });
  it("tells a user whose e-mail has an account to use the original method", () => {
    expect(signInErrorMessage("email_taken", "google")).toBe(
      "This e-mail already has an account. Sign in the way you first signed up.",
    );
  });
  it("shows only fixed words for anything else, whatever the link says", () => {
    expect(signInErrorMessage("Your account is locked, call 555-0100", "evil")).toBe(
      "Sign-in failed. Please try again.",
    );
  });
});
