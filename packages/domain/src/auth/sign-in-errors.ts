// Why a social sign-in failed. The server redirects to `/?error=<code>&provider=<name>`; Home shows
// the fixed message for the code, so a crafted link cannot put its own words on our page.

export const SIGN_IN_ERROR_CODES = ["expired", "cancelled", "failed", "unavailable", "email_taken"] as const;
export type SignInErrorCode = (typeof SIGN_IN_ERROR_CODES)[number];

/** Said when a sign-in or registration meets an e-mail that already has an account. */
export const EMAIL_TAKEN_MESSAGE = "This e-mail already has an account. Sign in the way you first signed up.";

const PROVIDER_NAMES: Record<string, string> = { google: "Google", facebook: "Facebook" };

export function signInErrorMessage(code: string, provider: string | null): string {
  const via = PROVIDER_NAMES[provider ?? ""] ? ` with ${PROVIDER_NAMES[provider ?? ""]}` : "";
  switch (code) {
    case "expired":
      return "That sign-in link has expired or was not started here. Please try again.";
    case "cancelled":
      return `Sign-in${via} was cancelled.`;
    case "unavailable":
      return `Sign-in${via} is unavailable right now. Please try again later.`;
    case "email_taken":
      return EMAIL_TAKEN_MESSAGE;
    default:
      return `Sign-in${via} failed. Please try again.`;
  }
}
