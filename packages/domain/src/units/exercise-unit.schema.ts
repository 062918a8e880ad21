import { z } from "zod";
import { EXERCISE_NAME_MAX_LENGTH } from "../programs/exercise-name";
import { weightUnitSchema } from "./weight-unit.schema";

// POST /api/add/exercise_unit (decision 0081): the unit one exercise of the lifter's is shown and
// typed in, by its name (as the product's calls name exercises); null gives it back the lifter's.

export const exerciseUnitBody = z.strictObject({
  exercise_name: z
    .string("must be an exercise's name")
    .min(1, "must name an exercise")
    .max(EXERCISE_NAME_MAX_LENGTH, `must be at most ${EXERCISE_NAME_MAX_LENGTH} characters`),
  unit: weightUnitSchema.nullable(),
});

export const exerciseUnitSaved = z.object({
  ok: z.literal(true),
  data: z.object({ exercise_name: z.string(), unit: weightUnitSchema.nullable() }),
});

export type ExerciseUnitBody = z.infer<typeof exerciseUnitBody>;
