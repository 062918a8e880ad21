// How the web names its cached answers (decision 0075). Every key starts with its feature's root,
// here; each feature makes its keys in one file (`features/<name>/api/<name>-keys.ts`), and each
// endpoint file exports one query-options function (`xQuery(…)`) that its hook and any prefetch use.
// A change in one feature refreshes another's answers by the root, so no feature imports another.

export const QUERY_ROOTS = {
  /** The signed-in user (lib/signed-in-user.ts) and the sign-in providers. */
  auth: ["auth"],
  account: ["account"],
  profile: ["profile"],
  equipment: ["equipment"],
  programs: ["programs"],
  /**
   * Every answer the workout log caches (its days and next day, suggested loads, plates, previous
   * weights): a change made elsewhere that moves what the log shows, a corrected set or a new bar,
   * invalidates them all by this root.
   */
  workouts: ["workouts"],
  /** The choices of exercises to add or swap on a day: not refreshed with the log's answers. */
  dayChanges: ["day-changes"],
  history: ["history"],
  builder: ["builder"],
  /** Every coach answer: a write reads them all again (docs/product.md section 4: the page "reloads"). */
  coach: ["coach"],
  emptyWorkout: ["empty-workout"],
} as const;
