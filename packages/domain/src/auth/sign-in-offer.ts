import type { Providers } from "./auth-api.schema";

// What a server offers to sign in with, in the words of its buttons: the server refuses password
// calls with these words when password sign-in is off, and the web shows the same ones.

export type SignInProvider = "oidc" | "google" | "facebook";

/** Each sign-in button the server offers, with its text, its own OpenID provider first. */
export function signInOffers(offer: Providers): { provider: SignInProvider; text: string }[] {
  return [
    ...(offer.oidc ? [{ provider: "oidc" as const, text: offer.oidc }] : []),
    ...(offer.google ? [{ provider: "google" as const, text: "Sign in with Google" }] : []),
    ...(offer.facebook ? [{ provider: "facebook" as const, text: "Sign in with Facebook" }] : []),
  ];
}

/** The text of each sign-in button the server offers, in the buttons' order. */
export function signInButtons(offer: Providers): string[] {
  return signInOffers(offer).map((o) => o.text);
}

/** "Password sign-in is turned off on this server. Use “Sign in with Authelia” instead." */
export function passwordSignInOffMessage(offer: Providers): string {
  const buttons = signInButtons(offer).map((b) => `“${b}”`);
  const use = buttons.length > 0 ? ` Use ${buttons.join(" or ")} instead.` : "";
  return `Password sign-in is turned off on this server.${use}`;
}
