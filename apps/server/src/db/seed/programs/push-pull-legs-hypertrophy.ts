import type { SeedRow, SeedProgram } from "../types.js";
import { buildDays, LINKS, requireAt, row, type Slot } from "./build.js";

// Push/pull/legs twice a week, two 6-week phases, driven by RPE rather than percentages: the
// lifter picks the load that lands in the prescribed RPE for the rep range and adds weight once
// the top of the range is reached. Within a phase effort rises weekly and key lifts gain a set
// mid-phase; week 6 is a deload. Phase 2 works in slightly lower rep ranges, slightly harder.
// Bodyweight pulls, dips-style pushes and leg raises close with AMRAP sets.

const WEEKS_PER_PHASE = [6, 6] as const;

/** Target RPE by phase and week (week 6 = deload). */
const RPE_BY_WEEK = [
  ["7", "7-8", "8", "8-9", "9", "6"],
  ["7-8", "8", "8-9", "9", "9-10", "6"],
] as const;

function isDeload(slot: Slot): boolean {
  return slot.week === 6;
}

function rpeFor(slot: Slot): string {
  return requireAt(requireAt(RPE_BY_WEEK, slot.phase - 1, "phase"), slot.week - 1, "week");
}

/** Key lifts get an extra set in weeks 3-5; the deload cuts sets to about half. */
function setsFor(slot: Slot, base: number, key = false): number {
  if (isDeload(slot)) return Math.max(Math.ceil(base / 2), 1);
  return key && slot.week >= 3 ? base + 1 : base;
}

/** Phase 2 shifts every rep range down: "8-12" becomes "6-10". */
function repsFor(slot: Slot, range: string): string {
  if (slot.phase === 1) return range;
  const [low = 0, high = low] = range.split("-").map(Number);
  return `${Math.max(low - 2, 3)}-${Math.max(high - 2, low)}`;
}

const DOUBLE_PROGRESSION =
  "Double progression: when every set reaches the top of the rep range at the target RPE, add 5 lb next time (10 lb on a lower-body lift).";

/** A main compound lift: warm-ups, longer rest, and a note on how to progress it. */
function key(exercise: string, slot: Slot, sets: number, range: string, guide?: string): SeedRow {
  let notes: string | undefined;
  if (slot.week === 1)
    notes = `${DOUBLE_PROGRESSION} ${guide ? `Technique guide: ${guide}` : `About RPE: ${LINKS.rpe}`}`;
  if (slot.week === 5)
    notes = "Last set: as many reps as you can with good form at the same weight (AMRAP), then log it.";
  if (isDeload(slot)) notes = "Deload: same weights as week 1, half the sets.";
  return row(exercise, 3, setsFor(slot, sets, true), repsFor(slot, range), [2, 4], {
    rpe: rpeFor(slot),
    notes,
  });
}

function acc(exercise: string, slot: Slot, sets: number, range: string, rest: [number, number] = [1, 2]): SeedRow {
  return row(exercise, 0, setsFor(slot, sets), repsFor(slot, range), rest, {
    rpe: rpeFor(slot),
  });
}

/** A bodyweight finisher taken to AMRAP; RPE is the set's end point, so none is prescribed. */
function amrap(exercise: string, slot: Slot, sets: number, notes: string): SeedRow {
  return row(exercise, 0, setsFor(slot, sets), "AMRAP", [1, 2], { notes });
}

function pushA(slot: Slot): SeedRow[] {
  return [
    key("Barbell Bench Press", slot, 3, "6-10", LINKS.bench),
    acc("Seated Dumbbell Shoulder Press", slot, 3, "8-12", [2, 3]),
    acc("Incline Dumbbell Press", slot, 3, "8-12", [2, 3]),
    acc("Cable Lateral Raise", slot, 3, "12-16"),
    acc("Rope Triceps Pushdown", slot, 3, "10-14"),
    acc("Overhead Cable Triceps Extension", slot, 2, "10-14"),
    amrap("Push-Up", slot, 2, "Finisher: stop when your hips sag or the range shortens."),
  ];
}

function pullA(slot: Slot): SeedRow[] {
  return [
    key("Barbell Row", slot, 3, "6-10"),
    amrap("Pull-Up", slot, 3, "Full hang to chin over the bar; add weight once every set passes 12."),
    acc("Seated Cable Row", slot, 3, "8-12", [2, 3]),
    acc("Face Pull", slot, 3, "15-20"),
    acc("Barbell Shrug", slot, 3, "10-14"),
    acc("Hammer Curl", slot, 3, "10-14"),
    acc("Incline Dumbbell Curl", slot, 2, "10-14"),
  ];
}

function legsA(slot: Slot): SeedRow[] {
  return [
    key("Back Squat", slot, 3, "6-10", LINKS.squat),
    acc("Romanian Deadlift", slot, 3, "8-12", [2, 3]),
    acc("Leg Press", slot, 3, "10-15", [2, 3]),
    acc("Lying Leg Curl", slot, 3, "10-14"),
    acc("Standing Calf Raise", slot, 4, "10-15"),
    amrap("Hanging Leg Raise", slot, 3, "Raise with control and no swing; stop when you start to kip."),
  ];
}

function pushB(slot: Slot): SeedRow[] {
  return [
    key("Overhead Press", slot, 3, "6-10", LINKS.overheadPress),
    acc("Incline Barbell Bench Press", slot, 3, "8-12", [2, 3]),
    acc("Machine Chest Press", slot, 3, "10-14"),
    acc("Dumbbell Lateral Raise", slot, 4, "12-20"),
    acc("Pec Deck", slot, 3, "12-16"),
    acc("Skull Crusher", slot, 3, "8-12"),
    amrap("Diamond Push-Up", slot, 2, "Finisher for the triceps: elbows tucked, full lockout."),
  ];
}

function pullB(slot: Slot): SeedRow[] {
  return [
    key("Lat Pulldown", slot, 3, "8-12"),
    acc("Chest-Supported Row", slot, 3, "8-12", [2, 3]),
    acc("One-Arm Dumbbell Row", slot, 3, "10-14"),
    acc("Reverse Pec Deck", slot, 3, "15-20"),
    acc("EZ-Bar Curl", slot, 3, "8-12"),
    acc("Bayesian Cable Curl", slot, 2, "12-16"),
    amrap("Chin-Up", slot, 2, "Slow lowering, about three seconds; add weight once every set passes 12."),
  ];
}

function legsB(slot: Slot): SeedRow[] {
  return [
    key("Deadlift", slot, 3, "5-8", LINKS.deadlift),
    acc("Hack Squat", slot, 3, "8-12", [2, 3]),
    acc("Bulgarian Split Squat", slot, 3, "8-12", [1, 3]),
    acc("Seated Leg Curl", slot, 3, "10-15"),
    acc("Leg Extension", slot, 3, "12-16"),
    acc("Seated Calf Raise", slot, 4, "12-20"),
    acc("Cable Crunch", slot, 3, "12-16"),
  ];
}

const DAYS = [pushA, pullA, legsA, pushB, pullB, legsB];

export const PUSH_PULL_LEGS_HYPERTROPHY: SeedProgram = {
  name: "Push/Pull/Legs Hypertrophy 6-Day",
  description:
    "Two 6-week phases of six sessions a week (push, pull, legs, twice) for muscle growth. Every exercise is set by RPE and a rep range such as 8-12 with double progression; effort rises each week, key lifts gain a set mid-phase, and week 6 is a deload. Bodyweight finishers are done for as many reps as possible.",
  days: buildDays(WEEKS_PER_PHASE, 6, (slot) => requireAt(DAYS, slot.day - 1, "day")(slot)),
};
