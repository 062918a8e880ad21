import type { SeedRow, SeedProgram } from "../types.js";
import { buildDays, LINKS, requireAt, row, type Slot } from "./build.js";

// A novice linear progression: two alternating full-body workouts three times a week
// (A B A, then B A B), the same three sets of five on the main lifts, a little more weight every
// session. The load itself is the user's; the program drives it with notes and a rising RPE.

const WEEKS = 12;

/** Effort on the main lifts rises as the weight climbs: easy at first, hard by the end. */
const MAIN_RPE_BY_WEEK = ["6-7", "6-7", "7", "7", "7-8", "7-8", "8", "8", "8-9", "8-9", "9", "9"];

function mainRpe(week: number): string {
  return requireAt(MAIN_RPE_BY_WEEK, week - 1, "week");
}

function progressionNote(week: number, increment: string): string {
  if (week === 1) {
    return "Start with a weight you could lift 8 or more times and make every rep look the same.";
  }
  if (week <= 8) {
    return `Add ${increment} to last session's weight whenever every rep of every set was completed.`;
  }
  return `Keep adding ${increment} when all sets are completed; after two sessions missing reps at the same weight, take 10% off and build back up.`;
}

function squat(week: number): SeedRow {
  const notes = week === 1 ? `Technique guide: ${LINKS.squat}` : progressionNote(week, "10 lb");
  return row("Back Squat", 3, 3, 5, [3, 5], { rpe: mainRpe(week), notes });
}

function workoutA(week: number): SeedRow[] {
  const rpe = mainRpe(week);
  return [
    squat(week),
    row("Barbell Bench Press", 2, 3, 5, [2, 4], {
      rpe,
      notes: week === 1 ? `Technique guide: ${LINKS.bench}` : progressionNote(week, "5 lb"),
    }),
    row("Barbell Row", 1, 3, 5, [2, 3], {
      rpe,
      notes:
        week === 1
          ? `New to barbell training? A complete beginner's guide: ${LINKS.strengthGuide}`
          : "Pull the bar to the lower chest from a flat back; add 5 lb when all reps are clean.",
    }),
    row("Chin-Up", 1, 3, "AMRAP", [2, 3], {
      notes: "Stop one rep short of failure. Once you reach 3 sets of 10, add a little weight.",
    }),
    row("Dumbbell Curl", 0, 2, "10-12", [1, 2], { rpe: "7-8" }),
    row("Hanging Knee Raise", 0, 3, "10-15", [1, 2], { rpe: "7-8" }),
  ];
}

function workoutB(week: number): SeedRow[] {
  const rpe = mainRpe(week);
  return [
    squat(week),
    row("Overhead Press", 2, 3, 5, [2, 4], {
      rpe,
      notes:
        week === 1
          ? `Press from the front rack with glutes tight: ${LINKS.overheadPress}`
          : progressionNote(week, "2.5-5 lb"),
    }),
    row("Deadlift", 3, 1, 5, [3, 5], {
      rpe,
      notes: week === 1 ? `Technique guide: ${LINKS.deadlift}` : progressionNote(week, "10 lb"),
    }),
    row("Lat Pulldown", 1, 3, "8-12", [1, 2], { rpe: "7-8" }),
    row("Triceps Pushdown", 0, 2, "10-15", [1, 2], { rpe: "7-8" }),
    row("Back Extension", 0, 2, "10-15", [1, 2], {
      rpe: "7",
      notes: week === WEEKS ? `Last week: record your best sets to estimate a 1RM: ${LINKS.oneRepMax}` : undefined,
    }),
  ];
}

/** Odd weeks run A B A, even weeks B A B. */
function rowsFor({ week, day }: Slot): SeedRow[] {
  return (week + day) % 2 === 0 ? workoutA(week) : workoutB(week);
}

export const BEGINNER_LINEAR_PROGRESSION: SeedProgram = {
  name: "Beginner Linear Progression 3-Day",
  description:
    "Twelve weeks of three full-body sessions a week for new lifters. Two workouts alternate (A B A, then B A B): squat every session, bench press or overhead press, and barbell row or deadlift, for three sets of five with a small load increase each time, plus a few accessories.",
  days: buildDays([WEEKS], 3, rowsFor),
};
