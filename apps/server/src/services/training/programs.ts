import type { WeightUnit } from "@ironpath/domain/units/weight-unit";
import type { ExerciseType } from "@ironpath/domain/training/exercise-type";
import { randomUUID } from "node:crypto";
import { ConflictError, NotFoundError } from "@ironpath/domain/errors";
import type { Muscle } from "@ironpath/domain/programs/muscles";
import type { Kysely } from "kysely";
import { exerciseUnitsByName } from "../../db/repositories/exercise-units-repository.js";
import { findExerciseId, insertUserExercise, listExercises } from "../../db/repositories/catalogue.js";
import { type ProgramViewer, findProgramFor } from "../../db/repositories/program-names.js";
import {
  type Program,
  type ProgramKind,
  addUserProgram,
  findProgram,
  listReadyMadePrograms,
  listUserCreatedPrograms,
  listUserPrograms,
} from "../../db/repositories/programs-repository.js";
import type { Database } from "../../db/schema.js";

export type { ProgramViewer };

/**
 * A program by name that this user may open, or a NotFoundError in words. A signed-in user's
 * lookup is kept while their versions stand (program-names.ts).
 */
export async function requireProgram(
  db: Kysely<Database>,
  name: string,
  viewer: ProgramViewer | undefined,
  kind: ProgramKind,
): Promise<Program> {
  const program = viewer ? await findProgramFor(db, name, viewer, kind) : await findProgram(db, name, undefined, kind);
  if (!program) throw new NotFoundError(`No program named "${name}"`);
  return program;
}

/** The Programs screen's three lists, by name. */
export const programLists = {
  readyMade: (db: Kysely<Database>) => listReadyMadePrograms(db),
  added: (db: Kysely<Database>, userId: string) => listUserPrograms(db, userId),
  created: (db: Kysely<Database>, userId: string) => listUserCreatedPrograms(db, userId),
};

/** Adds a ready-made program to the user's list; adding it again changes nothing. */
export async function addReadyMadeProgram(db: Kysely<Database>, user: ProgramViewer, name: string): Promise<void> {
  const program = await requireProgram(db, name, user, "ready-made");
  await addUserProgram(db, user.id, program.id, new Date().toISOString());
}

/**
 * The catalogue's exercises, and the signed-in user's own, each with how it is logged and the unit
 * the lifter gave it (decision 0081), if any.
 */
export async function exerciseList(
  db: Kysely<Database>,
  userId: string | undefined,
): Promise<{ name: string; type: ExerciseType; unit?: WeightUnit }[]> {
  const exercises = await listExercises(db, userId);
  if (!userId) return exercises;
  const units = new Map((await exerciseUnitsByName(db, userId)).map((e) => [e.exercise_name, e.unit] as const));
  return exercises.map((e) => {
    const unit = units.get(e.name);
    return unit ? { ...e, unit } : e;
  });
}

/**
 * A lifter's own exercise with its muscle tag: visible to them, not to everyone. Its name must
 * be new among the catalogue and their own exercises; the unique index settles a race between
 * two identical requests.
 */
export async function createExercise(
  db: Kysely<Database>,
  userId: string,
  exercise: { name: string; muscle: Muscle; type: ExerciseType },
) {
  const { name, muscle, type } = exercise;
  const taken = new ConflictError(`An exercise named "${name}" already exists`);
  if (await findExerciseId(db, name, userId)) throw taken;
  const own = { id: randomUUID(), name, ownerUserId: userId, muscle, type, now: new Date().toISOString() };
  // The exercise and its muscle tag together or not at all.
  const created = await db.transaction().execute((trx) => insertUserExercise(trx, own));
  if (!created) throw taken;
}
