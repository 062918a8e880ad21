import type { Kysely, Selectable, Transaction, Updateable } from "kysely";
import type { CoachPhasesTable, Database } from "../schema.js";
import type { PaceRestart } from "@ironpath/domain/coach/bulk-pace";
import type { CoachPhaseKind } from "@ironpath/domain/coach/phase-start";
import { lockOwner } from "./users.js";

// The coach's phases, daily logs and answered dialogs.

export interface Phase {
  id: string;
  kind: CoachPhaseKind;
  startDate: string;
  activityLevel: number;
  rate: number | null;
  endDate: string | null;
  startWeight: number;
  calorieOffset: number;
  stepBonus: number;
  changeReason: string | null;
  paceRestart: PaceRestart | null;
}

/** A bulk's accepted restart of its pacing (decision 0100): both columns, or none. */
export function paceRestartOf(
  row: Pick<Selectable<CoachPhasesTable>, "pace_restart_date" | "pace_restart_kcal">,
): PaceRestart | null {
  return row.pace_restart_date === null || row.pace_restart_kcal === null
    ? null
    : { date: row.pace_restart_date, kcal: row.pace_restart_kcal };
}

function toPhase(row: Selectable<CoachPhasesTable>): Phase {
  return {
    id: row.id,
    kind: row.kind,
    startDate: row.start_date,
    activityLevel: row.activity_level,
    rate: row.rate,
    endDate: row.end_date,
    startWeight: row.start_weight,
    calorieOffset: row.calorie_offset,
    stepBonus: row.step_bonus,
    changeReason: row.change_reason,
    paceRestart: paceRestartOf(row),
  };
}

export async function findActivePhase(db: Kysely<Database>, userId: string): Promise<Phase | undefined> {
  const row = await db
    .selectFrom("coach_phases")
    .selectAll()
    .where("user_id", "=", userId)
    .where("ended_on", "is", null)
    .executeTakeFirst();
  return row && toPhase(row);
}

/** The lifter's phases running on or after `from` (the active one too), oldest first. */
export async function listPhasesSince(db: Kysely<Database>, userId: string, from: string): Promise<Phase[]> {
  const rows = await db
    .selectFrom("coach_phases")
    .selectAll()
    .where("user_id", "=", userId)
    .where((eb) => eb.or([eb("ended_on", "is", null), eb("ended_on", ">", from)]))
    .orderBy("start_date")
    .orderBy("created_at")
    .execute();
  return rows.map(toPhase);
}

/**
 * Ends the active phase (if any) and starts `phase`, within the caller's transaction, so there are
 * never two and never none.
 */
export async function startPhase(
  trx: Transaction<Database>,
  userId: string,
  phase: Omit<Phase, "calorieOffset" | "stepBonus" | "changeReason" | "paceRestart">,
  now: string,
): Promise<void> {
  // Two starts at once: the second waits here, then ends the first's phase instead of clashing
  // with it on the one-active-phase index (decision 0041).
  await lockOwner(trx, userId);
  await trx
    .updateTable("coach_phases")
    .set({ ended_on: phase.startDate })
    .where("user_id", "=", userId)
    .where("ended_on", "is", null)
    .execute();
  await trx
    .insertInto("coach_phases")
    .values({
      id: phase.id,
      user_id: userId,
      kind: phase.kind,
      start_date: phase.startDate,
      activity_level: phase.activityLevel,
      rate: phase.rate,
      end_date: phase.endDate,
      start_weight: phase.startWeight,
      created_at: now,
    })
    .execute();
}

/** Changes the lifter's own active phase; false when it is not (no longer) active. */
export async function updateActivePhase(
  db: Kysely<Database>,
  userId: string,
  phaseId: string,
  changes: Updateable<
    Pick<
      CoachPhasesTable,
      "calorie_offset" | "step_bonus" | "change_reason" | "end_date" | "pace_restart_date" | "pace_restart_kcal"
    >
  >,
): Promise<boolean> {
  const result = await db
    .updateTable("coach_phases")
    .set(changes)
    .where("id", "=", phaseId)
    .where("user_id", "=", userId)
    .where("ended_on", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export interface CoachDay {
  date: string;
  steps: number | null;
  calories: number | null;
  weight: number | null;
  /** A weigh-in held until the lifter confirms it (decision 0059). */
  unconfirmed_weight: number | null;
}

/** A day's log; logging the same date again updates the fields sent and keeps the others. */
export async function upsertDay(
  db: Kysely<Database>,
  userId: string,
  day: { date: string; steps?: number; calories?: number; weight?: number; unconfirmedWeight?: number },
  now: string,
): Promise<void> {
  // A confirmed weight clears any held one; a held one leaves the confirmed weight as it was.
  const fields = {
    ...(day.steps !== undefined ? { steps: day.steps } : {}),
    ...(day.calories !== undefined ? { calories: day.calories } : {}),
    ...(day.weight !== undefined ? { weight: day.weight, unconfirmed_weight: null } : {}),
    ...(day.unconfirmedWeight !== undefined ? { unconfirmed_weight: day.unconfirmedWeight } : {}),
  };
  await db
    .insertInto("coach_days")
    .values({
      user_id: userId,
      date: day.date,
      steps: null,
      calories: null,
      weight: null,
      unconfirmed_weight: null,
      ...fields,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(["user_id", "date"]).doUpdateSet({ ...fields, updated_at: now }))
    .execute();
}

/** The lifter's logged days from `from` to `to` (ISO dates, inclusive), oldest first: one range read of the key. */
export function daysQuery(db: Kysely<Database>, userId: string, from: string, to: string) {
  return db
    .selectFrom("coach_days")
    .select(["date", "steps", "calories", "weight", "unconfirmed_weight"])
    .where("user_id", "=", userId)
    .where("date", ">=", from)
    .where("date", "<=", to)
    .orderBy("date");
}

export async function listDays(db: Kysely<Database>, userId: string, from: string, to: string): Promise<CoachDay[]> {
  return daysQuery(db, userId, from, to).execute();
}

/** The latest weigh-in on or before a date (the coach's current weight before a phase exists). */
export async function latestWeight(db: Kysely<Database>, userId: string, onOrBefore: string) {
  return db
    .selectFrom("coach_days")
    .select(["date", "weight"])
    .where("user_id", "=", userId)
    .where("date", "<=", onOrBefore)
    .where("weight", "is not", null)
    .orderBy("date", "desc")
    .limit(1)
    .executeTakeFirst();
}

export async function hasAnswered(db: Kysely<Database>, userId: string, dialog: string, weekStart: string) {
  const row = await db
    .selectFrom("coach_answers")
    .select("answer")
    .where("user_id", "=", userId)
    .where("dialog", "=", dialog)
    .where("week_start", "=", weekStart)
    .executeTakeFirst();
  return row !== undefined;
}

/** Records the answer to a dialog for its week; a second answer the same week changes nothing. */
export async function recordAnswer(
  db: Kysely<Database>,
  answer: { userId: string; dialog: string; weekStart: string; answer: string; now: string },
): Promise<void> {
  await db
    .insertInto("coach_answers")
    .values({
      user_id: answer.userId,
      dialog: answer.dialog,
      week_start: answer.weekStart,
      answer: answer.answer,
      answered_at: answer.now,
    })
    .onConflict((oc) => oc.columns(["user_id", "dialog", "week_start"]).doNothing())
    .execute();
}
