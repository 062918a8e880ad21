import { NotFoundError } from "@ironpath/domain/errors";
import type { DayKey } from "@ironpath/domain/training/next-day";

// The words a program's lookups answer in, one home for the training and builder services.

/** No program of this name among the lifter's own (404). */
export const noProgram = (name: string) => new NotFoundError(`You have no program named "${name}"`);

/** A day the program does not have (404). */
export const noDay = (program: { name: string }, day: DayKey) =>
  new NotFoundError(`${program.name} has no phase ${day.phase}, week ${day.week}, day ${day.day}`);

/** Why an exercise id is refused: it names no row of the program's (as lifted). */
export const notAnExerciseOf = (exerciseId: string, program: { name: string }) =>
  `exerciseId ${exerciseId} is not an exercise of ${program.name}`;
