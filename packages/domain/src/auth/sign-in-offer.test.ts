import { describe, expect, it } from "vitest";
import { passwordSignInOffMessage, signInButtons } from "./sign-in-offer";

describe("what a server offers to sign in with", () => {
  const none = { google: false, facebook: false, oidc: null, passwordSignIn: false };

  it("names the own provider's button first, then Google's and Facebook's", () => {
    expect(signInButtons({ ...none, google: true, facebook: true, oidc: "Sign in with Keycloak" })).toEqual([
      "Sign in with Keycloak",
      "Sign in with Google",
      "Sign in with Facebook",
    ]);
  });

  it("says password sign-in is off and which buttons to use", () => {
    expect(passwordSignInOffMessage({ ...none, oidc: "Sign in with Authelia", google: true })).toBe(
      "Password sign-in is turned off on this server. Use “Sign in with Authelia” or “Sign in with Google” instead.",
    );
    expect(passwordSignInOffMessage(none)).toBe("Password sign-in is turned off on this server.");
  });
});
