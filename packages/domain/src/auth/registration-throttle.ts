import { FAILURE_WINDOW_MINUTES } from "./sign-in-throttle";

// Registration says when an e-mail already has an account (409), so a source may hear that only a
// few times (decision 0034): after TAKEN_ANSWERS_PER_SOURCE such answers within the window, its
// registrations are refused, taken or not, until the window has passed since the last one.

/** "Already exists" answers one source may get within the window. */
export const TAKEN_ANSWERS_PER_SOURCE = 3;
/** The window, the sign-in throttle's, so the same hourly sweep clears both. */
export const TAKEN_ANSWER_WINDOW_MINUTES = FAILURE_WINDOW_MINUTES;

/** Whole seconds before the source may register again (0: go ahead). */
export function registrationWaitSeconds(takenAnswers: number, lastAnswerAt: number | undefined, now: number): number {
  if (takenAnswers < TAKEN_ANSWERS_PER_SOURCE || lastAnswerAt === undefined) return 0;
  const left = lastAnswerAt + TAKEN_ANSWER_WINDOW_MINUTES * 60_000 - now;
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/** "Too many attempts to create an account from this address. Try again in 15 minutes." */
export function registrationThrottledMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `Too many attempts to create an account from this address. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}
