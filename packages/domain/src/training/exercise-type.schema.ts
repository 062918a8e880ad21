import { z } from "zod";
import { EXERCISE_TYPES, EXERCISE_TYPE_PROBLEM } from "./exercise-type";

// Apart from exercise-type.ts so that the log, which reads the kinds, does not load zod (decision 0074).
export const exerciseTypeSchema = z.enum(EXERCISE_TYPES, { error: () => EXERCISE_TYPE_PROBLEM });
