// The product's Add program row rules (docs/product.md section 5) and limits (docs/product.md section 9), written once: the builder
// form shows these messages as the user types and the server refuses the same rows.
//
// Each validator takes the field exactly as typed and returns null when it is valid, else the
// product's message. Empty is always allowed (docs/product.md says so); whether a field is required is the
// caller's business. Values are not trimmed: the form only lets digits, '.', '-' through, and the
// server should not be more lenient than the form.

export const MAX_ROWS_PER_DAY = 12;
/**
 * An imported day's rows (decision 0101): one per exercise lifted on a date in another app, with no
 * builder behind it, so a bound of its own that a real session never reaches. The builder and the
 * empty workout keep MAX_ROWS_PER_DAY.
 */
export const MAX_IMPORTED_ROWS_PER_DAY = 50;
export const PHASES = { min: 1, max: 6 } as const;
export const WEEKS = { min: 1, max: 12 } as const;
export const DAYS = { min: 1, max: 6 } as const;
export const SETS = { min: 1, max: 10 } as const;
export const WARM_UP_SETS = { min: 0, max: 10 } as const;
export const RPE = { min: 1, max: 10 } as const;
/** Rest in minutes: a single value up to 10; a range starts below 10 and ends at 10 at most. */
export const REST = { max: 10 } as const;
/** Reps and %1RM must stay strictly below these. */
export const REPS_BELOW = 100;
export const PERCENT_1RM_BELOW = 100;
export const AMRAP = "AMRAP";

export const ROW_MESSAGES = {
  rest: "Invalid range: Must be a single integer less than 10 or a range of integers less than 10 (e.g., '2-3')",
  reps: "Invalid range: Must be a single integer less than 100 or a range of integers less than 100 (e.g., '2-3')",
  sets: "Invalid input",
  warmUp: "Invalid input",
  rpe: "Invalid range: Must be a single decimal or integer number between 1 and 10",
  percent1RM:
    "Invalid range: Must be a single decimal number less than 100 or a range of decimal numbers less than 100 (e.g., '77.5-85.0')",
} as const;

/** The lifts whose %1RM input is enabled (docs/product.md section 4), with the profile 1RM each one uses. */
export const PERCENT_1RM_LIFTS = [
  "Back Squat",
  "Barbell Bench Press",
  "Deadlift",
  "Barbell Overhead Press",
  "Overhead Press",
  "Pause Deadlift",
  "Pause Barbell Bench Press",
] as const;
export type Percent1RMLift = (typeof PERCENT_1RM_LIFTS)[number];

/** The four 1RMs the User Info form records (squat1RM, bench1RM, deadlift1RM, overheadPress1RM). */
export type OneRepMaxKind = "squat" | "bench" | "deadlift" | "overheadPress";

export const ONE_RM_FOR_LIFT: Readonly<Record<Percent1RMLift, OneRepMaxKind>> = {
  "Back Squat": "squat",
  "Barbell Bench Press": "bench",
  Deadlift: "deadlift",
  "Barbell Overhead Press": "overheadPress",
  "Overhead Press": "overheadPress",
  "Pause Deadlift": "deadlift",
  "Pause Barbell Bench Press": "bench",
};

export function takesPercent1RM(exerciseName: string): exerciseName is Percent1RMLift {
  return (PERCENT_1RM_LIFTS as readonly string[]).includes(exerciseName);
}

export interface Range {
  low: number;
  high: number;
}

const INTEGER = "\\d+";
const DECIMAL = "\\d+(?:\\.\\d+)?";
const integerOrRange = new RegExp(`^(${INTEGER})(?:-(${INTEGER}))?$`);
const decimalOrRange = new RegExp(`^(${DECIMAL})(?:-(${DECIMAL}))?$`);

/**
 * Reads "8", "7.5", "2-3" or "77.5-85" as {low, high} (a single value gives low = high); null when
 * the text is not a number or a two-number range. It does not check low <= high: the rules do.
 */
export function parseRange(text: string, integersOnly = false): Range | null {
  const match = (integersOnly ? integerOrRange : decimalOrRange).exec(text);
  if (!match) return null;
  const low = Number(match[1]);
  const high = match[2] === undefined ? low : Number(match[2]);
  return { low, high };
}

/** Reads a rest text ("3" or "2-3") as the min/max pair the tables store; null when invalid or empty. */
export function parseRest(text: string): { minRest: number; maxRest: number } | null {
  if (text === "" || validateRest(text) !== null) return null;
  const range = parseRange(text, true);
  return range && { minRest: range.low, maxRest: range.high };
}

/** The stored rest as the builder writes it: "3", "2-3", or "" when none was given (0-0). */
export function formatRest(rest: { minRest: number; maxRest: number }): string {
  if (rest.maxRest === 0) return "";
  return rest.minRest === rest.maxRest ? String(rest.minRest) : `${rest.minRest}-${rest.maxRest}`;
}

function isRange(text: string): boolean {
  return text.includes("-");
}

export function validateRest(text: string): string | null {
  if (text === "") return null;
  const r = parseRange(text, true);
  const ok =
    r !== null && (isRange(text) ? r.low < REST.max && r.high <= REST.max && r.low <= r.high : r.low <= REST.max);
  return ok ? null : ROW_MESSAGES.rest;
}

/** Integers from 1 (a prescription of zero reps means nothing), ranges, or the literal AMRAP. */
export function validateReps(text: string): string | null {
  if (text === "" || text === AMRAP) return null;
  const r = parseRange(text, true);
  const ok = r !== null && r.low >= 1 && r.high < REPS_BELOW && r.low <= r.high;
  return ok ? null : ROW_MESSAGES.reps;
}

function validateCount(text: string, bounds: { min: number; max: number }, message: string) {
  if (text === "") return null;
  if (!/^\d+$/.test(text)) return message;
  const n = Number(text);
  return n >= bounds.min && n <= bounds.max ? null : message;
}

export function validateSets(text: string): string | null {
  return validateCount(text, SETS, ROW_MESSAGES.sets);
}

export function validateWarmUpSets(text: string): string | null {
  return validateCount(text, WARM_UP_SETS, ROW_MESSAGES.warmUp);
}

export function validateRpe(text: string): string | null {
  if (text === "") return null;
  const r = parseRange(text);
  const ok = r !== null && r.low >= RPE.min && r.high <= RPE.max && r.low <= r.high;
  return ok ? null : ROW_MESSAGES.rpe;
}

export function validatePercent1RM(text: string): string | null {
  if (text === "") return null;
  const r = parseRange(text);
  const ok = r !== null && r.low > 0 && r.high < PERCENT_1RM_BELOW && r.low <= r.high;
  return ok ? null : ROW_MESSAGES.percent1RM;
}

/** Every row field docs/product.md validates, keyed by its name in the written row. */
export const ROW_VALIDATORS = {
  warmUp: validateWarmUpSets,
  sets: validateSets,
  reps: validateReps,
  rpe: validateRpe,
  percent1RM: validatePercent1RM,
  rest: validateRest,
} as const satisfies Record<string, (text: string) => string | null>;
export type ValidatedRowField = keyof typeof ROW_VALIDATORS;
