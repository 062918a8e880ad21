import type { WeightUnit } from "@ironpath/domain/units/weight-unit";
import type { Kysely } from "kysely";
import { findExerciseIds } from "../../db/repositories/catalogue.js";
import { addExerciseUnits } from "../../db/repositories/exercise-units-repository.js";
import type { Database } from "../../db/schema.js";

// An Ironpath export's exercises with a unit of their own (decision 0081), restored as
// POST /api/add/exercise_unit gives one: the lifter's own exercise of that name, else the
// catalogue's; never another lifter's. One with a unit here already keeps it, so a second import
// adds nothing; a name with no exercise here is left out and counted.

export async function importExerciseUnits(
  db: Kysely<Database>,
  userId: string,
  fromFile: readonly { exercise: string; unit: WeightUnit }[],
): Promise<{ restored: number; unknown: number }> {
  // A name twice in an edited file: its first unit.
  const byName = new Map<string, WeightUnit>();
  for (const { exercise, unit } of fromFile) if (!byName.has(exercise)) byName.set(exercise, unit);
  const ids = await findExerciseIds(db, [...byName.keys()], userId);
  const known = [...byName].flatMap(([name, unit]) => {
    const exerciseId = ids.get(name);
    return exerciseId ? [{ exerciseId, unit }] : [];
  });
  const restored = await addExerciseUnits(db, userId, known);
  return { restored, unknown: byName.size - known.length };
}
