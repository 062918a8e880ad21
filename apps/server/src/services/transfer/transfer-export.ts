import { DEFAULT_WEIGHT_UNIT, type WeightUnit, roundTo } from "@ironpath/domain/units/weight-unit";
import { reasonInUnit } from "@ironpath/domain/coach/change-reason";
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  type ExportDocument,
  type DayOutcomeLine,
  type ExportedNote,
  type ExportedSet,
  type ExportedWarmUp,
  type ExportedDaySuperset,
  setsCsvRows,
} from "@ironpath/domain/transfer/export.schema";
import { WHOLE_EXERCISE_SET, setsCounted } from "@ironpath/domain/training/set-count";
import type { Kysely } from "kysely";
import { paceRestartOf } from "../../db/repositories/coach.js";
import { exerciseUnitsByName } from "../../db/repositories/exercise-units-repository.js";
import {
  accountRow,
  addedPrograms,
  coachRows,
  dayChangeRows,
  loggedEntries,
  ownExercises,
  noteEntries,
  ownPrograms,
  userInfoRow,
  warmUpEntries,
  daySupersetEntries,
} from "../../db/repositories/exports.js";
import type { Database } from "../../db/schema.js";
import { writeCsv } from "./csv-files.js";
import { type SessionOfSets, dayOutcomes } from "../training/history-outcomes.js";

// The lifter's data to take away (decision 0015): read-only, their rows only.

/**
 * Set 0 is the quick entry of the whole exercise; 1… are the advanced entry's sets. Each says how
 * many sets it counts as (decision 0048), which the CSV writes out a line a set.
 */
type LoggedEntryRows = Awaited<ReturnType<typeof loggedEntries>>;

/** Where an exported set, warm-up or note stands: its date, program, day and exercise. */
const placeOf = (r: {
  performed_on: string;
  program: string;
  phase: number;
  week: number;
  day: number;
  exercise: string;
  exercise_order: number;
}) => ({
  date: r.performed_on,
  program: r.program,
  phase: r.phase,
  week: r.week,
  day: r.day,
  exercise: r.exercise,
  order: r.exercise_order,
});

async function exportedSets(db: Kysely<Database>, userId: string, read?: LoggedEntryRows): Promise<ExportedSet[]> {
  const rows = read ?? (await loggedEntries(db, userId));
  const counts = setsCounted(
    rows.map((r) => ({ rowId: r.row_id, setIndex: r.set_index, performedOn: r.performed_on, sets: r.prescribed_sets })),
    (e) => e.sets,
  );
  return rows.map((r, i) => ({
    ...placeOf(r),
    hidden: Number(r.program_retired) !== 0 ? "program" : Number(r.row_retired) !== 0 ? "row" : null,
    set: r.set_index,
    entry: r.set_index === WHOLE_EXERCISE_SET ? "quick" : "set",
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

/** The lifter's changes to days while lifting (decision 0068); an added row names its own exercise. */
async function exportedDayChanges(db: Kysely<Database>, userId: string): Promise<ExportDocument["dayChanges"]> {
  return (await dayChangeRows(db, userId)).map((r) => {
    const added = Number(r.added) === 1;
    return {
      program: r.program,
      phase: r.phase,
      week: r.week,
      day: r.day,
      order: r.exercise_order,
      exercise: r.exercise,
      added,
      // An added row's exercise is the row's own: what it lifts is said once, as `exercise`.
      lifted: added && r.lifted === r.exercise ? null : r.lifted,
      skipped: Number(r.skipped) === 1,
      position: r.position === null ? null : Number(r.position),
      date: r.performed_on,
      updatedAt: r.updated_at,
    };
  });
}

/** The lifter's supersets of their days (decision 0077), each grouped exercise placed as a set is. */
async function exportedDaySupersets(db: Kysely<Database>, userId: string): Promise<ExportedDaySuperset[]> {
  return (await daySupersetEntries(db, userId)).map((g) => ({
    date: g.date,
    program: g.program,
    phase: g.phase,
    week: g.week,
    day: g.day,
    exercise: g.exercise,
    order: g.exercise_order,
    group: g.group_no,
  }));
}

/** The lifter's warm-ups and notes (decision 0066), each placed as a set is. */
async function exportedExtras(
  db: Kysely<Database>,
  userId: string,
): Promise<{ warmUps: ExportedWarmUp[]; notes: ExportedNote[] }> {
  const [warmUps, notes] = await Promise.all([warmUpEntries(db, userId), noteEntries(db, userId)]);
  return {
    warmUps: warmUps.map((w) => ({
      ...placeOf(w),
      set: w.set_index,
      warmUp: true as const,
      reps: w.reps,
      weightLbs: w.weight,
      loggedAt: w.logged_at,
    })),
    notes: notes.map((n) => ({ ...placeOf(n), set: n.set_index, note: n.note })),
  };
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

async function exportedCoach(db: Kysely<Database>, userId: string, unit: WeightUnit): Promise<ExportDocument["coach"]> {
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
      // In words, in the lifter's unit (decision 0088); an import marks its weights again.
      changeReason: reasonInUnit(p.change_reason, unit),
      endedOn: p.ended_on,
      paceRestart: paceRestartOf(p),
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
    // A real column reads back near its tenth on PostgreSQL: the tenth typed.
    ...(info.height_cm === null ? {} : { heightCm: roundTo(info.height_cm, 1) }),
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
  const account = await accountRow(db, userId);
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    account: {
      ...account,
      exerciseUnits: (await exerciseUnitsByName(db, userId)).map((e) => ({ exercise: e.exercise_name, unit: e.unit })),
    },
    userInfo: await exportedUserInfo(db, userId),
    programs: await exportedPrograms(db, userId),
    exercises: await ownExercises(db, userId),
    sets: await exportedSets(db, userId),
    dayChanges: await exportedDayChanges(db, userId),
    ...(await exportedExtras(db, userId)),
    daySupersets: await exportedDaySupersets(db, userId),
    coach: await exportedCoach(db, userId, account.equipment.unit ?? DEFAULT_WEIGHT_UNIT),
  };
}

/**
 * Each program day's exercises with no set, skipped or not done (decision 0068), as History says
 * them: read for every day lifted, a statement a day (an export is rare; a page of History is not).
 */
async function dayOutcomeLines(db: Kysely<Database>, userId: string, rows: LoggedEntryRows): Promise<DayOutcomeLine[]> {
  const days = new Map<string, { session: SessionOfSets; date: string; program: string }>();
  for (const r of rows) {
    const key = `${r.performed_on}|${r.routine_id}|${r.phase}/${r.week}/${r.day}`;
    const known = days.get(key);
    if (known) (known.session.rowIds as string[]).push(r.row_id);
    else {
      const session = {
        programId: r.routine_id,
        programKind: r.program_kind,
        phase: r.phase,
        week: r.week,
        day: r.day,
      };
      days.set(key, { session: { ...session, rowIds: [r.row_id] }, date: r.performed_on, program: r.program });
    }
  }
  const all = [...days.values()];
  const outcomes = await dayOutcomes(
    db,
    userId,
    all.map((d) => d.session),
  );
  return all.flatMap(({ session, date, program }, i) => {
    const at = { date, program, phase: session.phase, week: session.week, day: session.day };
    const o = outcomes[i];
    if (!o) return [];
    return [
      ...o.skipped.map((e) => ({ ...at, exercise: e.name, exerciseType: e.exerciseType, status: "skipped" as const })),
      ...o.notDone.map((e) => ({ ...at, exercise: e.name, exerciseType: e.exerciseType, status: "not done" as const })),
    ];
  });
}

/** The lifter's logged sets as CSV text, one row a set as History counts them, then each day's skipped and not done. */
export async function exportSetsCsv(db: Kysely<Database>, userId: string, unit: WeightUnit): Promise<string> {
  const rows = await loggedEntries(db, userId);
  return writeCsv(
    setsCsvRows(await exportedSets(db, userId, rows), await dayOutcomeLines(db, userId, rows), unit, {
      ...(await exportedExtras(db, userId)),
      exerciseUnits: new Map((await exerciseUnitsByName(db, userId)).map((e) => [e.exercise_name, e.unit] as const)),
    }),
  );
}
