import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  type ExportDocument,
  type ExportedSet,
  setsCsvRows,
} from "@ironpath/domain/transfer/export.schema";
import { setsCounted } from "@ironpath/domain/training/set-count";
import type { Kysely } from "kysely";
import {
  accountRow,
  addedPrograms,
  coachRows,
  loggedEntries,
  ownExercises,
  ownPrograms,
  userInfoRow,
} from "../../db/repositories/exports.js";
import type { Database } from "../../db/schema.js";
import { writeCsv } from "./csv-files.js";

// The lifter's data to take away (decision 0015): read-only, their rows only.

/**
 * Set 0 is the quick entry of the whole exercise; 1… are the advanced entry's sets. Each says how
 * many sets it counts as (decision 0048), which the CSV writes out a line a set.
 */
async function exportedSets(db: Kysely<Database>, userId: string): Promise<ExportedSet[]> {
  const rows = await loggedEntries(db, userId);
  const counts = setsCounted(
    rows.map((r) => ({ rowId: r.row_id, setIndex: r.set_index, performedOn: r.performed_on, sets: r.prescribed_sets })),
    (e) => e.sets,
  );
  return rows.map((r, i) => ({
    date: r.performed_on,
    program: r.program,
    phase: r.phase,
    week: r.week,
    day: r.day,
    exercise: r.exercise,
    order: r.exercise_order,
    hidden: Number(r.program_retired) !== 0 ? "program" : Number(r.row_retired) !== 0 ? "row" : null,
    set: r.set_index,
    entry: r.set_index === 0 ? "quick" : "set",
    countsAs: counts[i] ?? 0,
    reps: r.reps,
    rpe: r.rpe,
    weightLbs: r.weight,
    loggedAt: r.logged_at,
    // Only what is not weight × reps says so (decision 0053).
    ...(r.seconds === null ? {} : { seconds: r.seconds }),
    ...(r.exercise_type === "weight_reps" ? {} : { exerciseType: r.exercise_type }),
  }));
}

async function exportedPrograms(db: Kysely<Database>, userId: string): Promise<ExportDocument["programs"]> {
  const added = await addedPrograms(db, userId);
  const { programs, rows } = await ownPrograms(db, userId);
  const created = programs.map((p) => {
    const days: ExportDocument["programs"]["created"][number]["days"] = [];
    for (const r of rows.filter((row) => row.routine_id === p.id)) {
      let day = days.at(-1);
      if (!day || day.phase !== r.phase || day.week !== r.week || day.day !== r.day) {
        day = { phase: r.phase, week: r.week, day: r.day, rows: [] };
        days.push(day);
      }
      day.rows.push({
        order: r.exercise_order,
        exercise: r.exercise_name,
        warmUpSets: r.warm_up_sets,
        sets: r.sets,
        reps: r.reps,
        rpe: r.rpe,
        percent1RM: r.percent_1rm,
        restMinutes: { min: r.min_rest, max: r.max_rest },
        notes: r.notes,
      });
    }
    return { name: p.name, createdAt: p.created_at, kind: p.kind, days };
  });
  return { added: added.map((a) => ({ name: a.name, addedAt: a.added_at })), created };
}

async function exportedCoach(db: Kysely<Database>, userId: string): Promise<ExportDocument["coach"]> {
  const { phases, days, answers } = await coachRows(db, userId);
  return {
    phases: phases.map((p) => ({
      kind: p.kind,
      startDate: p.start_date,
      activityLevel: p.activity_level,
      rate: p.rate,
      endDate: p.end_date,
      startWeightLbs: p.start_weight,
      calorieOffset: p.calorie_offset,
      stepBonus: p.step_bonus,
      changeReason: p.change_reason,
      endedOn: p.ended_on,
      createdAt: p.created_at,
    })),
    days: days.map((d) => ({ date: d.date, steps: d.steps, calories: d.calories, weightLbs: d.weight })),
    answers: answers.map((a) => ({ dialog: a.dialog, weekStart: a.week_start, answer: a.answer })),
  };
}

async function exportedUserInfo(db: Kysely<Database>, userId: string): Promise<ExportDocument["userInfo"]> {
  const info = await userInfoRow(db, userId);
  if (!info) return null;
  return {
    firstName: info.first_name,
    lastName: info.last_name,
    gender: info.gender === "female" ? "female" : "male",
    weightLbs: info.weight,
    heightFt: info.height_ft,
    heightIn: info.height_in,
    age: info.age,
    yearsLifting: info.years_lifting,
    oneRepMaxesLbs: {
      squat: info.squat_1rm,
      bench: info.bench_1rm,
      deadlift: info.deadlift_1rm,
      overheadPress: info.overhead_press_1rm,
    },
  };
}

/** Everything of the lifter's, as one document. */
export async function exportEverything(
  db: Kysely<Database>,
  userId: string,
  now = new Date(),
): Promise<ExportDocument> {
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    account: await accountRow(db, userId),
    userInfo: await exportedUserInfo(db, userId),
    programs: await exportedPrograms(db, userId),
    exercises: await ownExercises(db, userId),
    sets: await exportedSets(db, userId),
    coach: await exportedCoach(db, userId),
  };
}

/** The lifter's logged sets as CSV text, one row a set as History counts them. */
export async function exportSetsCsv(db: Kysely<Database>, userId: string): Promise<string> {
  return writeCsv(setsCsvRows(await exportedSets(db, userId)));
}
