import { exerciseNameProblem } from "@ironpath/domain/programs/exercise-name";
import { programDayRowsSchema } from "@ironpath/domain/programs/program-row.schema";
import {
  DAYS,
  MAX_ROWS_PER_DAY,
  PERCENT_1RM_LIFTS,
  PHASES,
  ROW_VALIDATORS,
  takesPercent1RM,
  WEEKS,
} from "@ironpath/domain/programs/row-rules";
import { describe, expect, it } from "vitest";
import { CATALOGUE } from "./exercises.js";
import { PROGRAMS } from "./programs/index.js";
import { MUSCLES } from "@ironpath/domain/programs/muscles";
import type { SeedDay, SeedRow } from "./types.js";

// The shipped content must pass the same rules a user's own program must pass in the builder.

const catalogueNames = new Set(CATALOGUE.map((e) => e.name));

/** The row as the builder would write it, so the shared schema can judge seed rows too. */
function asWritten(row: SeedRow, index: number) {
  return {
    exerciseOrder: index + 1,
    exerciseName: row.exercise,
    warmUp: String(row.warmUpSets),
    sets: String(row.sets),
    reps: row.reps,
    rpe: row.rpe ?? "",
    percent1RM: row.percent1RM ?? "",
    rest: `${row.minRest}-${row.maxRest}`,
    notes: row.notes ?? "",
  };
}

function slot(day: SeedDay): string {
  return `phase ${day.phase} week ${day.week} day ${day.day}`;
}

/** Checks 1..n with no gap or repeat. */
function expectContiguous(values: number[], what: string) {
  const distinct = [...new Set(values)].sort((a, b) => a - b);
  expect(distinct, what).toEqual(distinct.map((_, i) => i + 1));
}

describe("exercise catalogue", () => {
  it("holds at least 120 exercises with unique names", () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(120);
    expect(catalogueNames.size).toBe(CATALOGUE.length);
  });

  it("tags every exercise with one or more known muscles, without repeats", () => {
    for (const e of CATALOGUE) {
      expect(e.muscles.length, e.name).toBeGreaterThan(0);
      expect(new Set(e.muscles).size, e.name).toBe(e.muscles.length);
      for (const m of e.muscles) expect(MUSCLES, e.name).toContain(m);
    }
  });

  it("has names a user could have typed: the new-exercise-name rules accept them", () => {
    const refused = CATALOGUE.filter((e) => exerciseNameProblem(e.name) !== null).map((e) => e.name);
    expect(refused).toEqual([]);
  });

  it("spells the %1RM lifts exactly as docs/product.md does", () => {
    for (const lift of PERCENT_1RM_LIFTS) expect(catalogueNames.has(lift), lift).toBe(true);
  });

  it("covers every muscle tag", () => {
    const used = new Set(CATALOGUE.flatMap((e) => e.muscles));
    expect([...MUSCLES].filter((m) => !used.has(m))).toEqual([]);
  });
});

describe("ready-made programs", () => {
  it("are four, with unique names and descriptions", () => {
    expect(PROGRAMS).toHaveLength(4);
    expect(new Set(PROGRAMS.map((p) => p.name)).size).toBe(4);
    for (const p of PROGRAMS) expect(p.description.length, p.name).toBeGreaterThan(40);
  });

  describe.each(PROGRAMS.map((p) => [p.name, p] as const))("%s", (_name, program) => {
    const rows = program.days.flatMap((d) => d.rows.map((r) => ({ day: d, row: r })));

    it("fills phases, weeks and days contiguously from 1, each slot once", () => {
      const phases = program.days.map((d) => d.phase);
      expectContiguous(phases, "phases");
      expect(Math.max(...phases)).toBeLessThanOrEqual(PHASES.max);
      const daysPerWeek = new Set<number>();
      for (const phase of new Set(phases)) {
        const inPhase = program.days.filter((d) => d.phase === phase);
        const weeks = inPhase.map((d) => d.week);
        expectContiguous(weeks, `weeks of phase ${phase}`);
        expect(Math.max(...weeks)).toBeLessThanOrEqual(WEEKS.max);
        for (const week of new Set(weeks)) {
          const days = inPhase.filter((d) => d.week === week).map((d) => d.day);
          expect(days, `days of phase ${phase} week ${week}`).toEqual(days.map((_, i) => i + 1));
          expect(Math.max(...days)).toBeLessThanOrEqual(DAYS.max);
          daysPerWeek.add(days.length);
        }
      }
      expect(daysPerWeek.size, "same number of days every week").toBe(1);
    });

    it("lists the days in program order", () => {
      const keys = program.days.map((d) => d.phase * 10_000 + d.week * 100 + d.day);
      expect(keys).toEqual([...keys].sort((a, b) => a - b));
    });

    it("puts 1 to 12 rows on every day, no exercise twice", () => {
      for (const day of program.days) {
        expect(day.rows.length, slot(day)).toBeGreaterThan(0);
        expect(day.rows.length, slot(day)).toBeLessThanOrEqual(MAX_ROWS_PER_DAY);
        const names = day.rows.map((r) => r.exercise);
        expect(new Set(names).size, slot(day)).toBe(names.length);
      }
    });

    it("uses only catalogue exercises", () => {
      const missing = rows.filter(({ row }) => !catalogueNames.has(row.exercise));
      expect(missing.map(({ row }) => row.exercise)).toEqual([]);
    });

    it("passes every shared row rule, field by field", () => {
      const problems: string[] = [];
      for (const { day, row } of rows) {
        const written = asWritten(row, 0);
        for (const [field, validate] of Object.entries(ROW_VALIDATORS)) {
          const text = written[field as keyof typeof ROW_VALIDATORS];
          const problem = validate(text);
          if (problem) problems.push(`${slot(day)} ${row.exercise} ${field}=${text}: ${problem}`);
        }
      }
      expect(problems).toEqual([]);
    });

    it("passes the builder's day schema", () => {
      for (const day of program.days) {
        const result = programDayRowsSchema.safeParse(day.rows.map(asWritten));
        expect(result.error?.issues ?? [], slot(day)).toEqual([]);
      }
    });

    it("fills in what the workout log shows: sets, reps, a rest range", () => {
      for (const { day, row } of rows) {
        const where = `${slot(day)} ${row.exercise}`;
        expect(row.sets, where).toBeGreaterThanOrEqual(1);
        expect(row.reps, where).not.toBe("");
        expect(Number.isInteger(row.minRest) && Number.isInteger(row.maxRest), where).toBe(true);
        expect(row.minRest, where).toBeGreaterThanOrEqual(1);
        expect(row.minRest, where).toBeLessThanOrEqual(row.maxRest);
        expect(row.maxRest, where).toBeLessThanOrEqual(10);
        if (row.rpe !== null) expect(row.rpe, where).not.toBe("");
        if (row.notes !== null) expect(row.notes.trim(), where).not.toBe("");
      }
    });

    it("prescribes %1RM only on the product's %1RM lifts", () => {
      const wrong = rows.filter(({ row }) => row.percent1RM !== null && !takesPercent1RM(row.exercise));
      expect(wrong.map(({ row }) => row.exercise)).toEqual([]);
    });

    it("carries at least one note with a link", () => {
      expect(rows.some(({ row }) => row.notes?.includes("https://"))).toBe(true);
    });
  });
});

describe("program shapes the brief asks for", () => {
  const shape = (name: string) => {
    const program = PROGRAMS.find((p) => p.name === name);
    if (!program) throw new Error(`missing program ${name}`);
    const weeks = [...new Set(program.days.map((d) => d.phase))].map(
      (phase) => new Set(program.days.filter((d) => d.phase === phase).map((d) => d.week)).size,
    );
    return {
      weeks,
      days: Math.max(...program.days.map((d) => d.day)),
      program,
    };
  };

  it("matches phases x weeks x days", () => {
    expect(shape("Beginner Linear Progression 3-Day")).toMatchObject({
      weeks: [12],
      days: 3,
    });
    expect(shape("Upper/Lower Strength & Size 4-Day")).toMatchObject({
      weeks: [6, 6],
      days: 4,
    });
    expect(shape("Push/Pull/Legs Hypertrophy 6-Day")).toMatchObject({
      weeks: [6, 6],
      days: 6,
    });
    expect(shape("Powerlifting Peaking Block")).toMatchObject({
      weeks: [4, 4, 3],
      days: 4,
    });
  });

  it("uses %1RM on the main lifts of the %1RM-driven programs and AMRAP where called for", () => {
    for (const name of ["Upper/Lower Strength & Size 4-Day", "Powerlifting Peaking Block"]) {
      const rows = shape(name).program.days.flatMap((d) => d.rows);
      expect(
        rows.some((r) => r.percent1RM !== null),
        name,
      ).toBe(true);
    }
    const pl = shape("Powerlifting Peaking Block").program.days.flatMap((d) => d.rows);
    for (const lift of [
      "Back Squat",
      "Barbell Bench Press",
      "Deadlift",
      "Pause Barbell Bench Press",
      "Pause Deadlift",
      "Overhead Press",
    ]) {
      expect(
        pl.filter((r) => r.exercise === lift).every((r) => r.percent1RM !== null && r.rpe !== null),
        lift,
      ).toBe(true);
    }
    const ppl = shape("Push/Pull/Legs Hypertrophy 6-Day").program.days.flatMap((d) => d.rows);
    expect(ppl.some((r) => r.reps === "AMRAP")).toBe(true);
    expect(ppl.filter((r) => r.reps !== "AMRAP").every((r) => r.rpe !== null)).toBe(true);
  });
});
