// The order of the previous weights the log looks back at (docs/product.md section 2): by session,
// the newest date first, a date's programs by name, each session's entries in set order (the whole
// exercise, set 0, first), and the time each was logged breaking what is left.

export interface PreviousEntry {
  performedOn: string;
  programName: string;
  setIndex: number;
  loggedAt: string;
}

/** Compares by code unit, as SQLite's default collation does: the same order on every database. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function bySession(a: PreviousEntry, b: PreviousEntry): number {
  return (
    byText(b.performedOn, a.performedOn) ||
    byText(a.programName, b.programName) ||
    a.setIndex - b.setIndex ||
    byText(a.loggedAt, b.loggedAt)
  );
}

/** The entries (newest logged first, as read) in session order. */
export function inSessionOrder<E extends PreviousEntry>(entries: readonly E[]): E[] {
  return [...entries].sort(bySession);
}
