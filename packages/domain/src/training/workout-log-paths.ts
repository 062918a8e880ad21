/**
 * The workout log's calls (docs/product.md section 7), as the server registers them; the web fills a
 * pattern's parameters with `apiPath` (api-path.ts). One named export a path, imported by name. A
 * module lands whole in one chunk, so the next day's path, which the app's first file prefetches,
 * is in next-day-path.ts: the rest stay out of Home's first load (docs/performance.md).
 */
export const saveExercisePath = "/api/add/addUserExerciseData/:program";
export const saveSetPath = "/api/add/advAddUserExerciseData/:program";
export const removeSetPath = "/api/add/removeUserExerciseSet/:program";
export const previousWeightsPath = "/api/query/advanced_weight/:exerciseName/:program";
export const daySummaryPath = "/api/query/day-summary/:program/:phase/:week/:day";

/** Supersets of a day (decision 0055). */
export const supersetsPath = "/api/query/supersets/:program/:phase/:week/:day/:date";
export const groupSupersetPath = "/api/add/superset/:program";
export const ungroupSupersetPath = "/api/add/superset-ungroup/:program";

/** The lifter's notes and warm-up sets of the day (decision 0066). */
export const exerciseNotePath = "/api/add/userExerciseNote/:program";
export const warmUpSetPath = "/api/add/userWarmUpSet/:program";
export const removeWarmUpSetPath = "/api/add/removeUserWarmUpSet/:program";

/** Changes of the day while lifting (decision 0049). */
export const swapDayExercisePath = "/api/add/swapDayExercise/:program";
export const skipDayExercisePath = "/api/add/skipDayExercise/:program";
export const addDayExercisePath = "/api/add/addDayExercise/:program";
export const orderDayExercisesPath = "/api/add/orderDayExercises/:program";
export const dayExerciseChoicesPath = "/api/query/dayExerciseChoices/:program";
export const swapChoicesPath = "/api/query/swapChoices/:program/:exerciseId";

/**
 * Where the log reads a program's phases, weeks, days and a chosen day: ready-made programs for
 * anyone, a lifter's own under /user-created-exercises with credentials. The same screen for both
 * kinds; only these calls differ.
 */
export const PROGRAM_DAY_PATHS = {
  "ready-made": {
    phases: "/api/query/exercises/:program/phase",
    weeks: "/api/query/exercises/:program/:phase/week",
    days: "/api/query/exercises/:program/:phase/:week/day",
    day: "/api/query/exercises/:program/:phase/:week/:day",
  },
  "user-created": {
    phases: "/api/query/user-created-exercises/:program/phase",
    weeks: "/api/query/user-created-exercises/:program/:phase/week",
    days: "/api/query/user-created-exercises/:program/:phase/:week/day",
    day: "/api/query/user-created-exercises/:program/:phase/:week/:day",
  },
} as const;

/** Where a program's days come from: the ready-made programs everyone shares, or the lifter's own. */
export type ProgramKind = keyof typeof PROGRAM_DAY_PATHS;
