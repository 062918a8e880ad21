import { randomUUID } from "node:crypto";
import { type ExerciseType, withEstimate } from "@ironpath/domain/training/exercise-type";
import type { StoredEntry } from "@ironpath/domain/training/logged-entries";
import type { DayKey } from "@ironpath/domain/training/next-day";
import type { Kysely } from "kysely";
import type { Database } from "../schema.js";

// A lifter's work sets as the log writes them: saved (again) and taken back.

export interface PerformanceInput extends StoredEntry {
  userId: string;
  programId: string;
  exerciseId: string;
  day: DayKey;
  /** How the exercise is logged: says whether the set has an estimated 1RM. */
  exerciseType: ExerciseType;
  performedOn: string;
}

/** One entry per (user, program row, set): saving again updates it. */
export async function upsertPerformance(db: Kysely<Database>, p: PerformanceInput, now: string): Promise<void> {
  await db
    .insertInto("performances")
    .values(
      withEstimate(
        {
          id: randomUUID(),
          user_id: p.userId,
          routine_id: p.programId,
          row_id: p.rowId,
          exercise_id: p.exerciseId,
          phase: p.day.phase,
          week: p.day.week,
          day: p.day.day,
          set_index: p.setIndex,
          reps: p.reps,
          rpe: p.rpe,
          weight: p.weight,
          seconds: p.seconds,
          performed_on: p.performedOn,
          logged_at: now,
        },
        p.exerciseType,
      ),
    )
    .onConflict((oc) =>
      oc.columns(["user_id", "row_id", "set_index"]).doUpdateSet({
        ...withEstimate({ reps: p.reps, rpe: p.rpe, weight: p.weight, seconds: p.seconds }, p.exerciseType),
        // performed_on stays the date the lift was first logged: a later correction is not a new session.
        logged_at: now,
      }),
    )
    .execute();
}

/** Deletes the user's entry of a row's set (as the log saved it); false when there is none. */
export async function deletePerformance(
  db: Kysely<Database>,
  key: { userId: string; rowId: string; setIndex: number },
): Promise<boolean> {
  const result = await db
    .deleteFrom("performances")
    .where("user_id", "=", key.userId)
    .where("row_id", "=", key.rowId)
    .where("set_index", "=", key.setIndex)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
