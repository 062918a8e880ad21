import type { Providers } from "@ironpath/domain/auth/auth-api.schema";
import { passwordSignInOffMessage } from "@ironpath/domain/auth/sign-in-offer";
import { ForbiddenError } from "@ironpath/domain/errors";
import type { Config } from "../../config.js";
import { SocialProvider } from "./social-sign-in.js";

// What this server lets people sign in with (decision 0035): the providers it is configured for,
// and whether e-mail and password are one of the ways (`PASSWORD_SIGN_IN`).

export function signInOffer(config: Config): Providers {
  const enabled = (name: "google" | "facebook" | "oidc") => new SocialProvider(name, config).enabled;
  return {
    google: enabled("google"),
    facebook: enabled("facebook"),
    oidc: enabled("oidc") ? config.OIDC_LABEL : null,
    passwordSignIn: config.PASSWORD_SIGN_IN,
  };
}

/** Password sign-in, registration and reset, refused in words when the server turned them off. */
export function requirePasswordSignIn(offer: Providers): void {
  if (!offer.passwordSignIn) throw new ForbiddenError(passwordSignInOffMessage(offer));
}
