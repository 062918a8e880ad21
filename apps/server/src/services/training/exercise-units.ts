import { NotFoundError } from "@ironpath/domain/errors";
import type { ExerciseUnitBody } from "@ironpath/domain/units/exercise-unit.schema";
import type { Kysely } from "kysely";
import { findExerciseId } from "../../db/repositories/catalogue.js";
import { setExerciseUnit } from "../../db/repositories/exercise-units-repository.js";
import type { Database } from "../../db/schema.js";

// Mixed-unit gyms (decision 0081): the unit one exercise of the lifter's is shown, typed and
// planned in. Its weights stay pounds on the wire and in storage; only what is shown changes.

/** Gives the named exercise (the lifter's own of that name, else the catalogue's) its unit, or null. */
export async function saveExerciseUnit(db: Kysely<Database>, userId: string, body: ExerciseUnitBody) {
  const exerciseId = await findExerciseId(db, body.exercise_name, userId);
  if (!exerciseId) throw new NotFoundError(`No exercise named ${body.exercise_name}`);
  // One statement: its trigger raises the lifter's data version, so the day's kept answers renew.
  await setExerciseUnit(db, userId, exerciseId, body.unit);
  return { exercise_name: body.exercise_name, unit: body.unit };
}
