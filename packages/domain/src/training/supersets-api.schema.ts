import { z } from "zod";
import { PROGRAM_NAME_MAX_LENGTH, programNameSchema } from "../programs/builder-api.schema";
import { DAYS, MAX_ROWS_PER_DAY, PHASES, WEEKS } from "../programs/row-rules";
import { integer, isoDate } from "../wire";
import { GROUP_MAX, GROUP_MIN } from "./supersets";

// The supersets' calls (decision 0055), beside the product's:
// GET  /api/query/supersets/{program}/{phase}/{week}/{day}/{date}  the day's groups, both kinds
// POST /api/add/superset/{program}            group exercises for that day and date
// POST /api/add/superset-ungroup/{program}    take one exercise out of its group for the day
// GET  /api/query/programDaySupersets/{program}/{phase}/{week}/{day}  the builder's groups
// POST /api/add/programDaySupersets           the builder's groups, stored on the program's rows

export const SUPERSET_MESSAGES = {
  groupSize: `A superset groups ${GROUP_MIN} to ${GROUP_MAX} exercises`,
  twice: "An exercise can be in one superset only",
  notOfDay: "That exercise is not on this day",
  noRow: (n: number) => `The day has no exercise ${n}`,
} as const;

const phase = integer(PHASES.min, PHASES.max);
const week = integer(WEEKS.min, WEEKS.max);
const day = integer(DAYS.min, DAYS.max);
const program = z.string().min(1).max(PROGRAM_NAME_MAX_LENGTH);
const exerciseId = z.string().min(1).max(200);

export const supersetDayParams = z.strictObject({ program, phase, week, day, date: isoDate });
export const supersetProgramParams = z.strictObject({ program });

const distinct = <T>(items: readonly T[]) => new Set(items).size === items.length;

export const groupBody = z.strictObject({
  phase,
  week,
  day,
  date: isoDate,
  exerciseIds: z
    .array(exerciseId)
    .min(GROUP_MIN, SUPERSET_MESSAGES.groupSize)
    .max(GROUP_MAX, SUPERSET_MESSAGES.groupSize)
    .refine(distinct, SUPERSET_MESSAGES.twice),
});
export type GroupBody = z.infer<typeof groupBody>;

export const ungroupBody = z.strictObject({ phase, week, day, date: isoDate, exerciseId });
export type UngroupBody = z.infer<typeof ungroupBody>;

/** Groups of program rows (exerciseId), each in day order, the groups in the order of their first. */
const groupsOfIds = z.array(z.array(z.string()));

/** The day's groups: the program's (from the builder) and the lifter's for this date. */
export const daySupersetsSchema = z.object({ program: groupsOfIds, day: groupsOfIds });
export type DaySupersets = z.infer<typeof daySupersetsSchema>;

/** A builder group: the positions (from 0) of its rows in the day, as the builder lists them. */
const positions = z
  .array(integer(0, MAX_ROWS_PER_DAY - 1))
  .min(GROUP_MIN, SUPERSET_MESSAGES.groupSize)
  .max(GROUP_MAX, SUPERSET_MESSAGES.groupSize);

export const programDaySupersetsBody = z.strictObject({
  programName: programNameSchema,
  phase,
  week,
  day,
  groups: z
    .array(positions)
    .max(Math.floor(MAX_ROWS_PER_DAY / GROUP_MIN))
    .refine((groups) => distinct(groups.flat()), SUPERSET_MESSAGES.twice),
});
export type ProgramDaySupersetsBody = z.infer<typeof programDaySupersetsBody>;

export const programDaySupersetsParams = z.strictObject({
  program: programNameSchema,
  phase,
  week,
  day,
});

export const programDaySupersetsSchema = z.object({ groups: z.array(z.array(z.number())) });
