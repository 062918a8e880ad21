import type { SeedRow, SeedProgram } from "../types.js";
import { buildDays, LINKS, num, requireAt, row, type Slot, span } from "./build.js";

// An 11-week powerlifting block in three phases: hypertrophy (4 weeks, sets of 6-10), strength
// (4 weeks, sets of 2-5) and peak (3 weeks: heavy doubles and singles, then a taper and a mock
// meet). Each competition lift is trained twice a week, a heavy exposure and a lighter volume one,
// with %1RM loads and an RPE cap that tells the lifter when to hold back on a bad day. Loads were
// set against the RTS reps x RPE chart (docs/coach-model.md section 6).

const WEEKS_PER_PHASE = [4, 4, 3] as const;
const PEAK = 3;
const TAPER_WEEK = 3;

interface Rx {
  sets: number;
  reps: number;
  pct: number;
  rpe: string;
}

const rx = (sets: number, reps: number, pct: number, rpe: string): Rx => ({
  sets,
  reps,
  pct,
  rpe,
});

/** [phase][week], for the first two weeks of the peak; the taper week is written out below. */
const HEAVY = [
  [rx(4, 8, 67.5, "6-7"), rx(4, 8, 70, "7"), rx(5, 6, 72.5, "7"), rx(5, 6, 75, "7-8")],
  [rx(5, 5, 77.5, "7"), rx(5, 4, 80, "7"), rx(4, 3, 85, "7-8"), rx(4, 3, 87.5, "8-9")],
  [rx(3, 2, 90, "8-9"), rx(3, 1, 92.5, "8-9")],
];
const VOLUME = [
  [rx(3, 10, 60, "6"), rx(3, 10, 62.5, "6-7"), rx(4, 8, 65, "6-7"), rx(4, 8, 67.5, "7")],
  [rx(4, 6, 70, "6-7"), rx(4, 5, 72.5, "6-7"), rx(4, 5, 75, "7"), rx(3, 4, 77.5, "7")],
  [rx(3, 3, 80, "6-7"), rx(2, 3, 80, "6-7")],
];
const DEADLIFT = [
  [rx(3, 6, 70, "6-7"), rx(3, 6, 72.5, "7"), rx(4, 5, 75, "7"), rx(4, 5, 77.5, "7-8")],
  [rx(4, 4, 80, "7"), rx(4, 3, 82.5, "7"), rx(3, 3, 85, "7-8"), rx(3, 2, 87.5, "8")],
  [rx(2, 2, 90, "8-9"), rx(2, 1, 92.5, "8-9")],
];
/** Pause variations: % of the competition lift's 1RM; the pause costs a little load. */
const PAUSED = [
  [rx(4, 6, 65, "6-7"), rx(4, 6, 67.5, "7"), rx(4, 5, 70, "7"), rx(4, 5, 72.5, "7-8")],
  [rx(4, 4, 75, "7"), rx(4, 3, 77.5, "7-8"), rx(3, 3, 80, "8"), rx(3, 2, 82.5, "8")],
  [rx(3, 2, 80, "7"), rx(2, 2, 80, "7")],
];
const PRESS = [
  [rx(4, 8, 65, "7"), rx(4, 8, 67.5, "7-8"), rx(4, 6, 70, "7"), rx(4, 6, 72.5, "7-8")],
  [rx(4, 5, 75, "7"), rx(4, 5, 77.5, "7-8"), rx(4, 4, 80, "8"), rx(3, 4, 80, "8")],
  [rx(3, 5, 72.5, "7"), rx(2, 5, 72.5, "7")],
];

function pick(table: Rx[][], slot: Slot): Rx {
  return requireAt(requireAt(table, slot.phase - 1, "phase"), slot.week - 1, "week");
}

function lift(exercise: string, warmUps: number, p: Rx, rest: [number, number], notes?: string): SeedRow {
  return row(exercise, warmUps, p.sets, p.reps, rest, {
    rpe: p.rpe,
    pct: num(p.pct),
    notes,
  });
}

const PAUSE_BENCH_NOTE = "Competition pause: bar motionless on the chest for about a second, then press.";
const PAUSE_PULL_NOTE = "Pause two seconds just below the knee, back set and bar close, then finish.";

/** Accessories: more sets and reps early, fewer as the main lifts get heavy. */
function acc(exercise: string, slot: Slot, reps: [string, string, string], rest: [number, number] = [1, 2]): SeedRow {
  const phase = slot.phase - 1;
  const sets = requireAt([4, 3, 2], phase, "accessory sets");
  const rpe = requireAt(["7-8", "7-8", "6-7"], phase, "accessory RPE");
  return row(exercise, 0, sets, requireAt(reps, phase, "accessory reps"), rest, { rpe });
}

const HIGH: [string, string, string] = ["8-12", "6-10", "6-8"];
const PUMP: [string, string, string] = ["12-15", "10-15", "10-12"];

function day1(slot: Slot): SeedRow[] {
  const heavyNote = slot.phase === 1 && slot.week === 1 ? `Technique guide: ${LINKS.squat}` : undefined;
  return [
    lift("Back Squat", slot.phase === PEAK ? 5 : 4, pick(HEAVY, slot), [3, 5], heavyNote),
    lift("Barbell Bench Press", 2, pick(VOLUME, slot), [2, 4]),
    acc("Bulgarian Split Squat", slot, HIGH, [1, 3]),
    acc("Chest-Supported Row", slot, HIGH, [2, 3]),
    acc("Dumbbell Lateral Raise", slot, PUMP),
    acc("Hanging Leg Raise", slot, PUMP),
  ];
}

function day2(slot: Slot): SeedRow[] {
  const note = slot.phase === 1 && slot.week === 1 ? `Technique guide: ${LINKS.deadlift}` : undefined;
  return [
    lift("Deadlift", slot.phase === PEAK ? 5 : 4, pick(DEADLIFT, slot), [3, 5], note),
    lift("Overhead Press", 2, pick(PRESS, slot), [2, 3]),
    acc("Barbell Row", slot, HIGH, [2, 3]),
    acc("Lat Pulldown", slot, HIGH),
    acc("Back Extension", slot, PUMP),
    acc("Face Pull", slot, PUMP),
  ];
}

function day3(slot: Slot): SeedRow[] {
  const note = slot.phase === 1 && slot.week === 1 ? `Technique guide: ${LINKS.bench}` : undefined;
  return [
    lift("Barbell Bench Press", slot.phase === PEAK ? 5 : 4, pick(HEAVY, slot), [3, 5], note),
    lift("Back Squat", 2, pick(VOLUME, slot), [2, 4]),
    acc("Close-Grip Bench Press", slot, HIGH, [2, 3]),
    acc("Pull-Up", slot, ["6-10", "5-8", "5-8"], [2, 3]),
    acc("Triceps Pushdown", slot, PUMP),
    acc("Cable Crunch", slot, PUMP),
  ];
}

function day4(slot: Slot): SeedRow[] {
  const pause = pick(PAUSED, slot);
  return [
    lift("Pause Deadlift", 3, { ...pause, pct: pause.pct - 5 }, [3, 4], PAUSE_PULL_NOTE),
    lift("Pause Barbell Bench Press", 3, pause, [2, 4], PAUSE_BENCH_NOTE),
    acc("Leg Press", slot, HIGH, [2, 3]),
    acc("One-Arm Dumbbell Row", slot, HIGH),
    acc("Hammer Curl", slot, PUMP),
    acc("Ab Wheel Rollout", slot, ["8-12", "8-12", "6-10"]),
  ];
}

const OPENER_NOTE = "Opener practice: the weight you would open a meet with. Every rep fast and identical.";
const MEET_NOTE = `Mock meet: opener about 90%, second attempt 95-97.5%, third attempt for a new max (100-103%) only if the second moved well. Meet rules: ${LINKS.powerlifting}`;

/** Taper and test week: volume drops sharply, intensity stays, day 4 is the mock meet. */
function taper(day: number): SeedRow[] {
  const easy = (exercise: string, reps: string) => row(exercise, 0, 2, reps, [1, 2], { rpe: "6" });
  const opener = (exercise: string) =>
    row(exercise, 5, 2, 1, [3, 5], {
      rpe: "7-8",
      pct: span(87.5, 90),
      notes: OPENER_NOTE,
    });
  const attempt = (exercise: string) =>
    row(exercise, 5, 3, 1, [4, 8], {
      rpe: "9-10",
      pct: span(90, 97.5),
      notes: MEET_NOTE,
    });
  switch (day) {
    case 1:
      return [
        opener("Back Squat"),
        lift("Barbell Bench Press", 2, rx(3, 2, 75, "6"), [2, 3]),
        easy("Chest-Supported Row", "8-10"),
      ];
    case 2:
      return [opener("Deadlift"), lift("Overhead Press", 2, rx(2, 5, 65, "6"), [2, 3]), easy("Lat Pulldown", "8-10")];
    case 3:
      return [
        opener("Barbell Bench Press"),
        lift("Back Squat", 2, rx(2, 3, 70, "5-6"), [2, 3]),
        row("Band Pull-Apart", 0, 2, "15-20", [1, 2], {
          rpe: "5-6",
          notes: "Light: blood flow for the shoulders before the test.",
        }),
      ];
    default:
      return [attempt("Back Squat"), attempt("Barbell Bench Press"), attempt("Deadlift")];
  }
}

const DAYS = [day1, day2, day3, day4];

function rowsFor(slot: Slot): SeedRow[] {
  if (slot.phase === PEAK && slot.week === TAPER_WEEK) return taper(slot.day);
  return requireAt(DAYS, slot.day - 1, "day")(slot);
}

export const POWERLIFTING_PEAKING_BLOCK: SeedProgram = {
  name: "Powerlifting Peaking Block",
  description:
    "An 11-week, 4-day block that takes squat, bench press and deadlift from hypertrophy (4 weeks) through strength (4 weeks) to a peak (3 weeks) ending in a taper and a mock meet. Main lifts and their pause variations are prescribed by %1RM with an RPE cap; set your 1RMs in your profile before starting.",
  days: buildDays(WEEKS_PER_PHASE, 4, rowsFor),
};
