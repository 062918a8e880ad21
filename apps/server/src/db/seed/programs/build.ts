import type { SeedDay, SeedRow } from "../types.js";

// Small builders so each program reads as its training logic (what changes week to week), not as
// thousands of literal rows.

/** Rest range in minutes, [min, max]. */
export type Rest = readonly [number, number];

export interface Slot {
  phase: number;
  /** Week within the phase (the builder's Week dropdown restarts at 1 in each phase). */
  week: number;
  day: number;
  /** Week counted from the start of the program, for progressions that run across phases. */
  programWeek: number;
}

/** "80" for 80, "77.5" for 77.5: the text the product's row fields carry. */
export function num(n: number): string {
  return Number.isInteger(n) ? String(n) : String(Math.round(n * 10) / 10);
}

/** "7-8" for (7, 8), "8" for (8, 8). */
export function span(low: number, high: number = low): string {
  return low === high ? num(low) : `${num(low)}-${num(high)}`;
}

export interface RowExtras {
  rpe?: string | undefined;
  /** Percent of 1RM; only for the product's %1RM lifts (the seed test checks it). */
  pct?: string | undefined;
  notes?: string | undefined;
}

export function row(
  exercise: string,
  warmUpSets: number,
  sets: number,
  reps: string | number,
  rest: Rest,
  extras: RowExtras = {},
): SeedRow {
  return {
    exercise,
    warmUpSets,
    sets,
    reps: typeof reps === "number" ? num(reps) : reps,
    rpe: extras.rpe ?? null,
    percent1RM: extras.pct ?? null,
    minRest: rest[0],
    maxRest: rest[1],
    notes: extras.notes ?? null,
  };
}

/**
 * Every day of a program in order: phase p has weeksPerPhase[p - 1] weeks, each week has
 * daysPerWeek days, and rowsFor builds the rows of one slot.
 */
export function buildDays(
  weeksPerPhase: readonly number[],
  daysPerWeek: number,
  rowsFor: (slot: Slot) => SeedRow[],
): SeedDay[] {
  const days: SeedDay[] = [];
  let programWeek = 0;
  weeksPerPhase.forEach((weeks, p) => {
    for (let week = 1; week <= weeks; week++) {
      programWeek++;
      for (let day = 1; day <= daysPerWeek; day++) {
        const slot = { phase: p + 1, week, day, programWeek };
        days.push({ phase: slot.phase, week, day, rows: rowsFor(slot) });
      }
    }
  });
  return days;
}

/** list[index], or an error naming what is missing: a program's tables must cover every slot. */
export function requireAt<T>(list: readonly T[], index: number, what: string): T {
  const item = list[index];
  if (item === undefined) throw new Error(`No ${what} at index ${index}`);
  return item;
}

/** Reputable pages some notes link to (the workout log renders a note with 'http' as a link). */
export const LINKS = {
  squat: "https://www.strongerbyscience.com/how-to-squat/",
  bench: "https://www.strongerbyscience.com/how-to-bench/",
  deadlift: "https://www.strongerbyscience.com/how-to-deadlift/",
  overheadPress: "https://en.wikipedia.org/wiki/Overhead_press",
  rpe: "https://en.wikipedia.org/wiki/Rating_of_perceived_exertion",
  oneRepMax: "https://en.wikipedia.org/wiki/One-repetition_maximum",
  progressiveOverload: "https://en.wikipedia.org/wiki/Progressive_overload",
  powerlifting: "https://en.wikipedia.org/wiki/Powerlifting",
  strengthGuide: "https://www.strongerbyscience.com/complete-strength-training-guide/",
} as const;
