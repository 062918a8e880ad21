import type { Providers } from "./auth-api.schema";

// What a server offers to sign in with, in the words of its buttons: the server refuses password
// calls with these words when password sign-in is off, and the web shows the same ones.

/** The text of each sign-in button the server offers, its own OpenID provider first. */
export function signInButtons(offer: Providers): string[] {
  return [
    ...(offer.oidc ? [offer.oidc] : []),
    ...(offer.google ? ["Sign in with Google"] : []),
    ...(offer.facebook ? ["Sign in with Facebook"] : []),
  ];
}

/** "Password sign-in is turned off on this server. Use “Sign in with Authelia” instead." */
export function passwordSignInOffMessage(offer: Providers): string {
  const buttons = signInButtons(offer).map((b) => `“${b}”`);
  const use = buttons.length > 0 ? ` Use ${buttons.join(" or ")} instead.` : "";
  return `Password sign-in is turned off on this server.${use}`;
}
