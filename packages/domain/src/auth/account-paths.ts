/**
 * The account screen's and the password reset's calls, as the server registers them; the web sends to
 * them. One list, so the two sides cannot drift apart.
 */
export const passwordPath = "/api/account/password";
export const sessionsPath = "/api/account/sessions";
export const signOutSessionPath = "/api/account/sessions/:sessionId/sign-out";
export const signOutOthersPath = "/api/account/sessions/sign-out-others";
export const resetRequestPath = "/api/auth/password-reset/request";
export const resetCompletePath = "/api/auth/password-reset/complete";
