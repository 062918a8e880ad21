import { RECORD_HISTORY_PER_LIFT, type VolumeUnit } from "@ironpath/domain/training/day-summary-api.schema";
import { type DaySummary, summariseDay } from "@ironpath/domain/training/summarise-day";
import type { DayKey } from "@ironpath/domain/training/next-day";
import type { WeightUnit } from "@ironpath/domain/units/weight-unit";
import type { Kysely } from "kysely";
import { exerciseUnits } from "../../db/repositories/exercise-units-repository.js";
import { dayEntries, dayWarmUpTimes, liftSetsBefore } from "../../db/repositories/day-entries.js";
import { programStructure } from "../../db/repositories/program-structure.js";
import type { Program } from "../../db/repositories/programs-repository.js";
import type { Database } from "../../db/schema.js";
import { noDay } from "../program-errors.js";

// The finish screen of a day: its duration, sets, volume and the records set on it, from the
// lifter's own entries. Records are measured against each lift's latest entries from before the
// day's first save (RECORD_HISTORY_PER_LIFT of them: a bounded read, decision 0018).

/** One day of a program as this lifter logged it; a day the program does not have is not found. */
export async function daySummary(
  db: Kysely<Database>,
  program: Program,
  day: DayKey,
  userId: string,
): Promise<DaySummary & { units: Map<string, WeightUnit>; volumeUnits: VolumeUnit[] }> {
  const structure = await programStructure(db, program);
  if (structure.rowsOf(day).length === 0) throw noDay(program, day);
  const entries = await dayEntries(db, userId, program.id, day);
  // Warm-ups are said apart, and count in the time taken (decision 0066).
  const warmUps = await dayWarmUpTimes(db, userId, program.id, day);
  const firstSave = entries.map((e) => e.loggedAt).sort()[0];
  if (firstSave === undefined) return { ...summariseDay([], new Map(), warmUps), units: new Map(), volumeUnits: [] };
  const lifts = entries.map((e) => e.exerciseId);
  const history = await liftSetsBefore(db, userId, lifts, firstSave, RECORD_HISTORY_PER_LIFT);
  // The lifts' own units (decision 0081), by name as the records name them.
  const own = await exerciseUnits(db, userId, lifts);
  const units = new Map<string, WeightUnit>();
  for (const e of entries) {
    const unit = own.get(e.exerciseId);
    if (unit) units.set(e.exerciseName, unit);
  }
  // The volume is one figure in the lifter's unit, summed from pounds: the lifts in it with a unit
  // of their own are named, so the screen can say they were converted.
  const volumeUnits = new Map<string, WeightUnit>();
  for (const e of entries) {
    const unit = own.get(e.exerciseId);
    if (unit && e.exerciseType === "weight_reps") volumeUnits.set(e.exerciseName, unit);
  }
  return {
    ...summariseDay(entries, history, warmUps),
    units,
    volumeUnits: [...volumeUnits].map(([exercise_name, unit]) => ({ exercise_name, unit })),
  };
}
