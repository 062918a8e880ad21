import type { SeedRow, SeedProgram } from "../types.js";
import { buildDays, LINKS, num, requireAt, row, type Slot } from "./build.js";

// Upper/lower four days a week, two 6-week phases. Each day opens with one main lift run as a
// %1RM wave (reps fall while the load rises, then a lighter wave starts a notch higher); the rest
// are accessories driven by RPE ranges. Week 6 of phase 1 is a deload; week 6 of phase 2 ends with
// an AMRAP set at 85% to re-estimate each 1RM before the next block.

const WEEKS_PER_PHASE = [6, 6] as const;

interface Wave {
  sets: number;
  reps: number;
  pct: number;
  rpe: string;
}

const w = (sets: number, reps: number, pct: number, rpe: string): Wave => ({
  sets,
  reps,
  pct,
  rpe,
});

/** Main-lift waves by phase and week; reps and loads were checked against an RPE/%1RM chart. */
const WAVES: readonly (readonly Wave[])[] = [
  [
    w(4, 8, 67.5, "6-7"),
    w(4, 7, 70, "7"),
    w(4, 6, 72.5, "7-8"),
    w(4, 8, 70, "7-8"),
    w(4, 6, 75, "8"),
    w(3, 5, 62.5, "5-6"),
  ],
  [
    w(5, 5, 75, "7"),
    w(5, 4, 80, "7-8"),
    w(4, 3, 85, "8"),
    w(5, 5, 77.5, "7-8"),
    w(5, 3, 85, "8-9"),
    w(1, 0, 85, "9-10"),
  ],
];

/** Deadlifts take fewer, slightly heavier reps than the wave: high-rep pulls wear technique down. */
function deadliftWave(wave: Wave): Wave {
  if (wave.reps === 0) return wave;
  return {
    ...wave,
    sets: Math.max(wave.sets - 1, 3),
    reps: Math.max(wave.reps - 2, 2),
    pct: wave.pct + 5,
  };
}

function isDeload({ phase, week }: Slot): boolean {
  return phase === 1 && week === 6;
}

function isTestWeek({ phase, week }: Slot): boolean {
  return phase === 2 && week === 6;
}

function main(exercise: string, slot: Slot, wave: Wave, guide?: string): SeedRow {
  const test = wave.reps === 0;
  const deload = isDeload(slot);
  let notes = guide && slot.week === 1 ? `Technique guide: ${guide}` : undefined;
  if (test) {
    notes = `Rep-out at 85%: stop when the bar slows badly. New 1RM estimate = weight x (1 + reps/30): ${LINKS.oneRepMax}`;
  } else if (deload) {
    notes = "Deload: move the bar fast and leave plenty in the tank.";
  }
  return row(exercise, test ? 4 : 3, wave.sets, test ? "AMRAP" : wave.reps, [3, 5], {
    rpe: wave.rpe,
    pct: num(wave.pct),
    notes,
  });
}

/** Accessory effort: build through the phase, back off in the deload. */
function accessoryRpe(slot: Slot): string {
  if (isDeload(slot)) return "6-7";
  return slot.week <= 2 ? "7-8" : "8-9";
}

function accessory(
  exercise: string,
  slot: Slot,
  sets: number,
  reps: string,
  rest: [number, number],
  notes?: string,
): SeedRow {
  const deloadSets = isDeload(slot) || isTestWeek(slot) ? Math.max(sets - 1, 2) : sets;
  return row(exercise, 0, deloadSets, reps, rest, {
    rpe: accessoryRpe(slot),
    notes,
  });
}

/** Heavier compound accessories in the strength phase. */
function compoundReps(slot: Slot): string {
  return slot.phase === 1 ? "8-10" : "6-8";
}

function upperStrength(slot: Slot, wave: Wave): SeedRow[] {
  return [
    main("Barbell Bench Press", slot, wave, LINKS.bench),
    row("Barbell Row", 1, 4, compoundReps(slot), [2, 3], {
      rpe: accessoryRpe(slot),
    }),
    accessory("Weighted Pull-Up", slot, 3, "5-8", [2, 3], "Use body weight alone until 3 sets of 8 feel easy."),
    accessory("Close-Grip Bench Press", slot, 3, compoundReps(slot), [2, 3]),
    accessory("Dumbbell Lateral Raise", slot, 3, "12-15", [1, 2]),
    accessory("EZ-Bar Curl", slot, 3, "8-12", [1, 2]),
    accessory("Triceps Pushdown", slot, 3, "10-12", [1, 2]),
  ];
}

function lowerStrength(slot: Slot, wave: Wave): SeedRow[] {
  return [
    main("Back Squat", slot, wave, LINKS.squat),
    row("Romanian Deadlift", 2, 3, compoundReps(slot), [2, 3], {
      rpe: accessoryRpe(slot),
      notes: "Hinge until the hamstrings stop the bar, just below the knee for most; keep the bar close.",
    }),
    accessory("Leg Press", slot, 3, "10-12", [2, 3]),
    accessory("Lying Leg Curl", slot, 3, "8-12", [1, 2]),
    accessory("Standing Calf Raise", slot, 4, "8-12", [1, 2], "Pause one second at the bottom of each rep."),
    accessory("Hanging Leg Raise", slot, 3, "10-15", [1, 2]),
  ];
}

function upperSize(slot: Slot, wave: Wave): SeedRow[] {
  return [
    main("Barbell Overhead Press", slot, wave, LINKS.overheadPress),
    accessory("Incline Dumbbell Press", slot, 3, "8-12", [2, 3]),
    accessory("Chest-Supported Row", slot, 3, "8-12", [2, 3]),
    accessory("Lat Pulldown", slot, 3, "10-12", [1, 2]),
    accessory("Cable Crossover", slot, 3, "12-15", [1, 2]),
    accessory("Face Pull", slot, 3, "15-20", [1, 2]),
    accessory("Incline Dumbbell Curl", slot, 2, "10-12", [1, 2]),
    accessory("Overhead Cable Triceps Extension", slot, 2, "10-12", [1, 2]),
  ];
}

function lowerSize(slot: Slot, wave: Wave): SeedRow[] {
  return [
    main("Deadlift", slot, deadliftWave(wave), LINKS.deadlift),
    row("Front Squat", 2, 3, slot.phase === 1 ? "6-8" : "4-6", [2, 4], {
      rpe: accessoryRpe(slot),
    }),
    accessory("Bulgarian Split Squat", slot, 3, "8-10", [1, 2], "Reps are per leg; start with the weaker side."),
    accessory("Seated Leg Curl", slot, 3, "10-12", [1, 2]),
    accessory("Leg Extension", slot, 3, "12-15", [1, 2]),
    accessory("Seated Calf Raise", slot, 3, "12-15", [1, 2]),
    accessory("Cable Crunch", slot, 3, "10-15", [1, 2]),
  ];
}

const DAYS = [upperStrength, lowerStrength, upperSize, lowerSize];

function rowsFor(slot: Slot): SeedRow[] {
  const wave = requireAt(requireAt(WAVES, slot.phase - 1, "phase"), slot.week - 1, "week");
  return requireAt(DAYS, slot.day - 1, "day")(slot, wave);
}

export const UPPER_LOWER_STRENGTH_SIZE: SeedProgram = {
  name: "Upper/Lower Strength & Size 4-Day",
  description:
    "Two 6-week phases of four sessions a week (upper, lower, upper, lower) for intermediate lifters. Bench press, squat, overhead press and deadlift follow %1RM waves, from sets of 8 in phase 1 to sets of 3 in phase 2; accessories use RPE ranges. Phase 1 ends with a deload, phase 2 with an AMRAP test to update your 1RMs.",
  days: buildDays(WEEKS_PER_PHASE, 4, rowsFor),
};
