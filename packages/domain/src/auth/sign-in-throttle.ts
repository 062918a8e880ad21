// How long a source must wait before its next password attempt on one account (decision 0007).
// Failures count per (account, source) together, so an attacker's guesses slow the attacker and
// never the owner signing in from elsewhere; the wait is capped, so even a shared address is
// refused the right password for at most MAX_WAIT_SECONDS after its last failure.

/** Failures a source may make on an account before it is slowed down. */
export const FREE_FAILURES = 3;
/** The longest wait ever asked for between two attempts. */
export const MAX_WAIT_SECONDS = 60;
/** Failures older than this no longer count. */
export const FAILURE_WINDOW_MINUTES = 15;

/** Seconds required between the last failure and the next attempt: 0, then 1, 2, 4 … up to 60. */
export function waitAfterFailures(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(2 ** (failures - FREE_FAILURES), MAX_WAIT_SECONDS);
}

/**
 * Whole seconds this attempt must still wait (0: go ahead), given the source's recent failures
 * on the account and when the last of them happened.
 */
export function secondsToWait(failures: number, lastFailureAt: number | undefined, now: number): number {
  const wait = waitAfterFailures(failures);
  if (wait === 0 || lastFailureAt === undefined) return 0;
  const left = lastFailureAt + wait * 1000 - now;
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/** "Too many failed attempts. Try again in 8 seconds." */
export function throttledMessage(seconds: number): string {
  const when = seconds >= 60 && seconds % 60 === 0 ? minutes(seconds / 60) : plural(seconds, "second");
  return `Too many failed attempts from this address. Try again in ${when}.`;
}

const minutes = (n: number) => plural(n, "minute");
const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;
