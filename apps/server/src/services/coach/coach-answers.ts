import { weekStart } from "@ironpath/domain/coach/calendar";
import { changeMark, weightMark } from "@ironpath/domain/coach/change-reason";
import { MAX_WEEKLY_MOVE_KCAL } from "@ironpath/domain/coach/expenditure";
import { shownKcal } from "@ironpath/domain/coach/shown-kcal";
import { InvalidError, NotFoundError } from "@ironpath/domain/errors";
import { entryDate } from "@ironpath/domain/training/entry-date";
import type { Kysely } from "kysely";
import { recordAnswer, updateActivePhase } from "../../db/repositories/coach.js";
import type { Database } from "../../db/schema.js";
import { readState } from "./coach-model.js";

// The lifter's answers to the Monday dialogs. Each is recorded for its week, so the dialog does not
// come back that week, and each change says why in one sentence, its weights kept in pounds and
// worded in the lifter's unit whenever it is read (decision 0088).

const kcal = (n: number) => shownKcal(n).toLocaleString("en-US");

/** 'Increase Steps' adds this many steps a day, up to MAX_STEP_BONUS in all. */
export const STEP_BONUS = 1000;
export const MAX_STEP_BONUS = 5000;
/** 'Decrease Calories' takes this many kcal a day off the target (docs/coach-model.md section 8, item 8: 100-150). */
export const CALORIE_DECREASE = 125;

async function answered(db: Kysely<Database>, userId: string, dialog: string, answer: string, date: string) {
  await recordAnswer(db, { userId, dialog, weekStart: weekStart(date), answer, now: new Date().toISOString() });
}

async function change(
  db: Kysely<Database>,
  userId: string,
  phaseId: string,
  changes: Parameters<typeof updateActivePhase>[3],
) {
  if (!(await updateActivePhase(db, userId, phaseId, changes))) throw new NotFoundError("That phase has ended");
}

/** 'Maintenance Calories' during a cut: more steps, fewer calories, or leave as is. */
export async function answerCutCheck(
  db: Kysely<Database>,
  userId: string,
  answer: { selection: "steps" | "calories" | "leave"; date: string | undefined },
): Promise<void> {
  const date = entryDate(answer.date);
  const state = await readState(db, userId, date, "cut");
  const { phase } = state;
  const behind = `your trend is ${changeMark(state.startTrend - (state.trendNow ?? state.startTrend))} down since ${phase.startDate}`;
  if (answer.selection === "steps") {
    const stepBonus = Math.min(MAX_STEP_BONUS, phase.stepBonus + STEP_BONUS);
    const reason = `On ${date} you chose ${STEP_BONUS.toLocaleString("en-US")} more steps a day, because ${behind}, behind what your logs predicted.`;
    await change(db, userId, phase.id, { step_bonus: stepBonus, change_reason: reason });
  } else if (answer.selection === "calories") {
    const reason = `On ${date} you chose ${CALORIE_DECREASE} kcal a day less, because ${behind}, behind what your logs predicted.`;
    await change(db, userId, phase.id, {
      calorie_offset: phase.calorieOffset - CALORIE_DECREASE,
      change_reason: reason,
    });
  }
  await answered(db, userId, "maintenance_calories", answer.selection, date);
}

/** 'Change Weight Gain Calories' (Yes): the bulk's daily calories become `dailyCalories`. */
export async function answerBulkCheck(
  db: Kysely<Database>,
  userId: string,
  answer: { dailyCalories: number; date: string | undefined },
) {
  const date = entryDate(answer.date);
  const state = await readState(db, userId, date, "bulk");
  // Checked on the figures as shown (coach/shown-kcal): the shown maintenance is a valid answer.
  const floor = shownKcal(state.expenditure.kcal);
  const ceiling = shownKcal(state.expenditure.kcal + 1500);
  if (answer.dailyCalories < floor || answer.dailyCalories > ceiling) {
    const message = `dailyCalories must be between ${floor} and ${ceiling} during a bulk`;
    throw new InvalidError(message, { dailyCalories: message });
  }
  const { proposal } = state.day;
  if (proposal && answer.dailyCalories === shownKcal(proposal.targetKcal)) {
    // The proposal taken: the pacing restarts from the learnt figure, no offset (decision 0100).
    const reason = `On ${date} you set your bulk to ${answer.dailyCalories.toLocaleString("en-US")} kcal a day, from the ${kcal(
      proposal.expenditureKcal,
    )} kcal your logs show you burn, not the ${kcal(proposal.pacedKcal)} it was paced from; it follows them at most ${MAX_WEEKLY_MOVE_KCAL} kcal a week from there.`;
    await change(db, userId, state.phase.id, {
      pace_restart_date: date,
      pace_restart_kcal: proposal.expenditureKcal,
      change_reason: reason,
    });
    await answered(db, userId, "bulk_adjustment", "yes", date);
    return;
  }
  const offset = state.phase.calorieOffset + (answer.dailyCalories - state.target);
  const reason = `On ${date} you set your bulk to ${answer.dailyCalories.toLocaleString("en-US")} kcal a day, because your trend had moved ${changeMark(
    (state.trendNow ?? state.startTrend) - state.startTrend,
  )} since ${state.phase.startDate}.`;
  await change(db, userId, state.phase.id, { calorie_offset: offset, change_reason: reason });
  await answered(db, userId, "bulk_adjustment", "yes", date);
}

/** 'Change Maintenance Calories' (Yes): the day's calories become `maintenanceCalories`. */
export async function answerMaintenanceCheck(
  db: Kysely<Database>,
  userId: string,
  answer: { maintenanceCalories: number; date: string | undefined },
) {
  const date = entryDate(answer.date);
  const state = await readState(db, userId, date, "maintain");
  const { kcal } = state.expenditure;
  const shown = shownKcal(kcal);
  if (Math.abs(answer.maintenanceCalories - shown) > 500) {
    const message = `maintenanceCalories must be within 500 kcal of your expenditure (${shown})`;
    throw new InvalidError(message, { maintenanceCalories: message });
  }
  const reason = `On ${date} you set your maintenance to ${answer.maintenanceCalories.toLocaleString("en-US")} kcal a day, because your trend weight is ${changeMark(
    (state.trendNow ?? state.phase.startWeight) - state.phase.startWeight,
  )} away from ${weightMark(state.phase.startWeight)}.`;
  await change(db, userId, state.phase.id, {
    calorie_offset: answer.maintenanceCalories - kcal,
    change_reason: reason,
  });
  await answered(db, userId, "maintenance_change", "yes", date);
}
