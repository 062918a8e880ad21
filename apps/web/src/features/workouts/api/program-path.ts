/** A program's name as one segment of an API path. */
export const programPath = (program: string) => encodeURIComponent(program);

/**
 * Where a program's days come from: the ready-made programs everyone shares, or the ones the lifter
 * built. The log is the same screen for both; only the calls for its phase, week and day lists and
 * a chosen day differ (next day, logging and previous weights are the same calls).
 */
export type ProgramKind = "ready-made" | "user-created";

const DAYS_BASE: Record<ProgramKind, string> = {
  "ready-made": "/api/query/exercises",
  "user-created": "/api/query/user-created-exercises",
};

/** The path under which a program's phases, weeks, days and a chosen day are read. */
export const programDaysPath = (kind: ProgramKind, program: string) => `${DAYS_BASE[kind]}/${programPath(program)}`;
