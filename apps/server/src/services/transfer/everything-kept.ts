import { markedReason } from "@ironpath/domain/coach/change-reason";
import { randomUUID } from "node:crypto";
import { InvalidError } from "@ironpath/domain/errors";
import { EVERYTHING_MESSAGES, type ImportEverythingReport } from "@ironpath/domain/transfer/import-everything.schema";
import type { LifterKeeps } from "../../db/repositories/imports-everything.js";
import { type KeptRows, noKeptRows } from "../../db/repositories/imports.js";
import type { Document } from "./everything-document.js";

// What an Ironpath import restores beside the sets (decision 0047), where the lifter has none here:
// user info when they have none; coach phases not here yet (a phase is recognised by when it was
// started), unless a phase of theirs here is still running; coach days of dates they have not
// logged here; Monday answers not given here.

const KIND_WORDS = { cut: "cut", bulk: "bulk", maintain: "maintenance phase" } as const;

export interface PlannedKept {
  rows: KeptRows;
  userInfo: ImportEverythingReport["userInfo"];
  coach: ImportEverythingReport["coach"];
  /** The kind and start of the lifter's running phase here when it keeps the file's phases out. */
  runningHere: [string, string] | null;
}

function plannedUserInfo(doc: Document, keeps: LifterKeeps, userId: string, now: string, rows: KeptRows) {
  const info = doc.userInfo;
  if (!info) return "none" as const;
  if (keeps.hasUserInfo) return "kept" as const;
  rows.userInfo.push({
    user_id: userId,
    first_name: info.firstName,
    last_name: info.lastName,
    gender: info.gender,
    weight: info.weightLbs,
    height_ft: info.heightFt,
    height_in: info.heightIn,
    height_cm: info.heightCm ?? null,
    age: info.age,
    years_lifting: info.yearsLifting,
    squat_1rm: info.oneRepMaxesLbs.squat,
    bench_1rm: info.oneRepMaxesLbs.bench,
    deadlift_1rm: info.oneRepMaxesLbs.deadlift,
    overhead_press_1rm: info.oneRepMaxesLbs.overheadPress,
    updated_at: now,
  });
  return "restored" as const;
}

export function planKept(doc: Document, keeps: LifterKeeps, userId: string, now: string): PlannedKept {
  const rows = noKeptRows();
  const userInfo = plannedUserInfo(doc, keeps, userId, now, rows);
  const phases = doc.coach.phases;
  if (phases.filter((p) => p.endedOn === null).length > 1) {
    throw new InvalidError(EVERYTHING_MESSAGES.invalid("coach.phases", "has more than one running phase"));
  }
  const isHere = (p: (typeof phases)[number]) =>
    keeps.phases.some((h) =>
      p.createdAt ? h.created_at === p.createdAt : h.kind === p.kind && h.start_date === p.startDate,
    );
  const fromFile = (h: LifterKeeps["phases"][number]) =>
    phases.some((p) =>
      p.createdAt ? h.created_at === p.createdAt : h.kind === p.kind && h.start_date === p.startDate,
    );
  const missing = phases.filter((p) => !isHere(p));
  const running = keeps.phases.find((h) => h.ended_on === null && !fromFile(h));
  if (missing.length > 0 && running) {
    return {
      rows,
      userInfo,
      coach: { phases: 0, days: 0, daysKept: 0, answers: 0 },
      runningHere: [KIND_WORDS[running.kind], running.start_date],
    };
  }
  for (const p of missing) {
    rows.coachPhases.push({
      id: randomUUID(),
      user_id: userId,
      kind: p.kind,
      start_date: p.startDate,
      activity_level: p.activityLevel,
      rate: p.rate,
      end_date: p.endDate,
      start_weight: p.startWeightLbs,
      calorie_offset: p.calorieOffset,
      step_bonus: p.stepBonus,
      // Its weights marked again, to be read in the lifter's unit (decision 0088).
      change_reason: markedReason(p.changeReason),
      ended_on: p.endedOn,
      pace_restart_date: p.paceRestart?.date ?? null,
      pace_restart_kcal: p.paceRestart?.kcal ?? null,
      created_at: p.createdAt ?? `${p.startDate}T00:00:00.000Z`,
    });
  }
  let daysKept = 0;
  const dates = new Set(keeps.days);
  for (const d of doc.coach.days) {
    if (dates.has(d.date)) {
      if (keeps.days.has(d.date)) daysKept += 1;
      continue;
    }
    dates.add(d.date);
    rows.coachDays.push({
      user_id: userId,
      date: d.date,
      steps: d.steps,
      calories: d.calories,
      weight: d.weightLbs,
      updated_at: now,
    });
  }
  const answers = new Set(keeps.answers);
  for (const a of doc.coach.answers) {
    if (answers.has(`${a.dialog}|${a.weekStart}`)) continue;
    answers.add(`${a.dialog}|${a.weekStart}`);
    rows.coachAnswers.push({
      user_id: userId,
      dialog: a.dialog,
      week_start: a.weekStart,
      answer: a.answer,
      answered_at: now,
    });
  }
  const coach = {
    phases: rows.coachPhases.length,
    days: rows.coachDays.length,
    daysKept,
    answers: rows.coachAnswers.length,
  };
  return { rows, userInfo, coach, runningHere: null };
}
