import type { SeedProgram } from "../types.js";
import { BEGINNER_LINEAR_PROGRESSION } from "./beginner-linear-progression.js";
import { POWERLIFTING_PEAKING_BLOCK } from "./powerlifting-peaking-block.js";
import { PUSH_PULL_LEGS_HYPERTROPHY } from "./push-pull-legs-hypertrophy.js";
import { UPPER_LOWER_STRENGTH_SIZE } from "./upper-lower-strength-size.js";

/** The ready-made programs, in the order the routine dropdown shows them. */
export const PROGRAMS: SeedProgram[] = [
  BEGINNER_LINEAR_PROGRESSION,
  UPPER_LOWER_STRENGTH_SIZE,
  PUSH_PULL_LEGS_HYPERTROPHY,
  POWERLIFTING_PEAKING_BLOCK,
];
