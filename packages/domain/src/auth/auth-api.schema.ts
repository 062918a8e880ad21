import { z } from "zod";
import { weightUnitSchema } from "../units/weight-unit.schema";

// The answers of the account calls, for the server to enforce and the web to type against.

export const userSchema = z.object({
  id: z.string(),
  /** null for an account that only signs in with Google or Facebook. */
  email: z.string().nullable(),
  /** The lifter's unit (decision 0063), on GET /api/auth/me; absent elsewhere. */
  weightUnit: weightUnitSchema.optional(),
});
export type User = z.infer<typeof userSchema>;

/** POST /api/auth/register (201) and POST /api/auth/login (200). */
export const signedInResponseSchema = z.object({ user: userSchema });

/** GET /api/auth/me: the user, and whether they filled in User Info. */
export const meResponseSchema = z.object({ user: userSchema, profileComplete: z.boolean() });
export type Me = z.infer<typeof meResponseSchema>;

/**
 * GET /api/auth/providers: which sign-ins this server offers. `oidc` is the button text of the
 * server's own OpenID provider (null when there is none); `passwordSignIn` false means e-mail and
 * password sign-in, registration and reset are turned off.
 */
export const providersResponseSchema = z.object({
  google: z.boolean(),
  facebook: z.boolean(),
  oidc: z.string().nullable(),
  passwordSignIn: z.boolean(),
});
export type Providers = z.infer<typeof providersResponseSchema>;
