import {
  type AddProgramDayBody,
  BUILDER_MESSAGES,
  addProgramDayBody,
  programNameSchema,
} from "@ironpath/domain/programs/builder-api.schema";
import type { ProgramDaySlot, ProgramRowInput } from "@ironpath/domain/programs/program-row.schema";
import { ROW_VALIDATORS, type ValidatedRowField, takesPercent1RM } from "@ironpath/domain/programs/row-rules";
import type { WrittenExercise } from "./api/get-program-day";

// One row of the day as the lifter types it: text, exactly as typed. The messages are the domain's
// (the functions the server runs on every row it receives); the body the form sends is checked
// with the server's own schema before 'Add Program Day' is enabled.

export interface RowDraft {
  /** Stable across reordering, for React and for the labels' ids; never sent. */
  id: string;
  exerciseName: string;
  warmUp: string;
  sets: string;
  reps: string;
  rpe: string;
  percent1RM: string;
  rest: string;
  notes: string;
}

export type RowField = Exclude<keyof RowDraft, "id">;

/** The ruled fields in the order of the card: the prescription, then intensity and rest. */
export const RULED_FIELDS: readonly ValidatedRowField[] = ["warmUp", "sets", "reps", "rpe", "percent1RM", "rest"];
export const FIELD_LABELS: Record<ValidatedRowField, string> = {
  warmUp: "Warm-up Sets",
  sets: "Sets",
  reps: "Reps",
  rpe: "RPE",
  percent1RM: "%1RM",
  rest: "Rest (min)",
};

let lastId = 0;
const nextId = () => `row-${++lastId}`;

export function emptyRow(): RowDraft {
  return {
    id: nextId(),
    exerciseName: "",
    warmUp: "",
    sets: "",
    reps: "",
    rpe: "",
    percent1RM: "",
    rest: "",
    notes: "",
  };
}

/** A stored row, as the form holds it. */
export function rowFromServer(e: WrittenExercise): RowDraft {
  return {
    id: nextId(),
    exerciseName: e.exercise_name,
    warmUp: String(e.warm_up_sets),
    sets: String(e.sets),
    reps: e.reps,
    rpe: e.rpe ?? "",
    percent1RM: e.percent1rm ?? "",
    rest: e.rest,
    notes: e.notes ?? "",
  };
}

const CONTENT_FIELDS: readonly RowField[] = ["exerciseName", ...RULED_FIELDS, "notes"];

/** Nothing typed or chosen: the row is left out of the day. */
export const isBlank = (row: RowDraft) => CONTENT_FIELDS.every((field) => row[field] === "");

/** A new exercise for the row; %1RM is emptied (and disabled) unless the lift takes one. */
export function withExercise(row: RowDraft, exerciseName: string): RowDraft {
  return { ...row, exerciseName, percent1RM: takesPercent1RM(exerciseName) ? row.percent1RM : "" };
}

/** The product's message for a ruled field as typed, or null (empty is always allowed while typing). */
export const fieldProblem = (field: ValidatedRowField, text: string): string | null => ROW_VALIDATORS[field](text);

/** What a row still needs before it can be stored (an exercise, sets and reps), in the server's words. */
export function missingInRow(row: RowDraft): string[] {
  if (isBlank(row)) return [];
  const missing: string[] = [];
  if (row.exerciseName === "") missing.push(BUILDER_MESSAGES.exerciseRequired);
  if (row.sets === "") missing.push(BUILDER_MESSAGES.setsRequired);
  if (row.reps === "") missing.push(BUILDER_MESSAGES.repsRequired);
  return missing;
}

/** The rows as docs/product.md writes them: blank rows left out, exerciseOrder from 1 in the order shown. */
export function writtenRows(rows: readonly RowDraft[]): ProgramRowInput[] {
  return rows
    .filter((row) => !isBlank(row))
    .map(({ id: _id, ...row }, index) => ({ ...row, exerciseOrder: index + 1 }));
}

export function dayBody(programName: string, slot: ProgramDaySlot, rows: readonly RowDraft[]): AddProgramDayBody {
  return { programName: programName.trim(), ...slot, programData: writtenRows(rows) };
}

/** The program name's message as typed (too long), or null; an empty name only disables saving. */
export function programNameProblem(name: string): string | null {
  if (name.trim() === "") return null;
  const result = programNameSchema.safeParse(name);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/**
 * Why the day cannot be added yet, in words, one line each; [] when 'Add Program Day' may send it.
 * The last word is the server's schema itself, so the button is never enabled for a refused body.
 */
export function dayProblems(programName: string, slot: ProgramDaySlot, rows: readonly RowDraft[]): string[] {
  const problems: string[] = [];
  if (programName.trim() === "") problems.push("Choose or type a program name.");
  const nameProblem = programNameProblem(programName);
  if (nameProblem) problems.push(`${nameProblem}.`);
  const written = rows.filter((row) => !isBlank(row));
  if (written.length === 0) problems.push("Add at least one exercise.");
  rows.forEach((row, index) => {
    const label = `Exercise ${index + 1}${row.exerciseName ? ` (${row.exerciseName})` : ""}`;
    const invalid = RULED_FIELDS.filter((field) => fieldProblem(field, row[field]) !== null).map(
      (f) => FIELD_LABELS[f],
    );
    const needs = [...missingInRow(row), ...(invalid.length > 0 ? [`Correct ${invalid.join(", ")}`] : [])];
    if (needs.length > 0) problems.push(`${label}: ${needs.join("; ")}.`);
  });
  if (problems.length > 0) return problems;
  const result = addProgramDayBody.safeParse(dayBody(programName, slot, rows));
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}
