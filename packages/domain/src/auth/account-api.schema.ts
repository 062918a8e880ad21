import { z } from "zod";
import { PASSWORD_MAX_LENGTH, emailSchema, newPasswordSchema } from "./credentials";

// Bodies and answers of the calls that secure an account: change the password, see and end the
// signed-in sessions, reset a forgotten password. The server enforces them, the web types against them.

/** POST /api/account/password */
export const changePasswordSchema = z.strictObject({
  currentPassword: z.string().min(1, "Current password is required").max(PASSWORD_MAX_LENGTH),
  newPassword: newPasswordSchema,
});
export type ChangePassword = z.infer<typeof changePasswordSchema>;

/** One signed-in session: `id` is opaque (never the cookie's token or its hash). */
export const accountSessionSchema = z.object({
  id: z.string(),
  /** "Firefox on Android", from the browser's User-Agent at sign-in. */
  device: z.string(),
  createdAt: z.string(),
  /** Updated at most hourly. */
  lastSeenAt: z.string(),
  /** The session of the browser asking. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** GET /api/account/sessions: newest activity first. */
export const accountSessionsResponseSchema = z.object({ sessions: z.array(accountSessionSchema) });

/** POST /api/account/sessions/:sessionId/sign-out */
export const sessionParamsSchema = z.strictObject({ sessionId: z.string().min(1).max(64) });

/** POST /api/account/sessions/sign-out-others: how many sessions ended. */
export const endedSessionsResponseSchema = z.object({ ended: z.number().int().min(0) });

/** POST /api/auth/password-reset/request: the same answer whether or not the e-mail has an account. */
export const passwordResetRequestSchema = z.strictObject({ email: emailSchema });

/** A reset link works once, for this long. */
export const RESET_LINK_MINUTES = 30;

/** The reset token: 256 random bits, base64url. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const INVALID_RESET_LINK = "This reset link is not valid or was already used. Ask for a new one.";

/** POST /api/auth/password-reset/complete */
export const passwordResetCompleteSchema = z.strictObject({
  token: z.string().regex(RESET_TOKEN_PATTERN, INVALID_RESET_LINK),
  newPassword: newPasswordSchema,
});
export type PasswordResetComplete = z.infer<typeof passwordResetCompleteSchema>;

/** The page the reset e-mail links to; the token travels in the fragment, which no server logs. */
export const RESET_PAGE_PATH = "/reset-password";
export function resetLink(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, "")}${RESET_PAGE_PATH}#token=${token}`;
}
