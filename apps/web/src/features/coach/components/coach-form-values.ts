import { type CoachPhaseKind, beforePhaseStart } from "@ironpath/domain/coach/phase-start";
import { readShortDate } from "@ironpath/domain/coach/short-date";
import { IN_THE_FUTURE } from "@ironpath/domain/days";
import type { z } from "zod";
import { todayLocalIso } from "../../../lib/local-date";
import { currentUnit, fromPounds, toPounds } from "../../../lib/weight-unit";
import { type NumberTextKind, normalNumberText, numberTextProblem } from "../../../lib/number-text";
import type { CoachFormField, NumberField } from "./coach-form-fields";

// A coach form's values as typed, checked with the same wire schema the server uses.

export type CoachFormValues = Record<string, string>;
/** The phase a form's days are logged in: a day before its start is refused. */
export type PhaseStart = { kind: CoachPhaseKind; startDate: string };
export type CoachFormErrors = Record<string, string>;

export function emptyValues(
  fields: readonly CoachFormField[],
  initial: Partial<CoachFormValues> = {},
): CoachFormValues {
  return Object.fromEntries(fields.map((f) => [f.name, initial[f.name] ?? ""]));
}

/** A saved day as the form's values: what it logged, by field; blank where it logged nothing. */
export function valuesOfDay(
  fields: readonly CoachFormField[],
  day: { steps: number | null; calories: number | null; weight: number | null },
): CoachFormValues {
  return Object.fromEntries(
    fields.map((f) => {
      const value = f.kind === "number" ? day[f.day] : null;
      if (f.kind !== "number" || value === null) return [f.name, ""];
      // A body weight comes in pounds and is shown in the lifter's unit (decision 0063).
      return [f.name, String(f.day === "weight" ? fromPounds(value, currentUnit(), f.decimals) : value)];
    }),
  );
}

/** How the app's one rule for typed numbers names a field (decision 0030): "Weight", not "Weight (lbs)". */
export const numberKind = (field: NumberField): NumberTextKind => ({
  name: field.label.replace(/ \(.*\)$/, ""),
  decimals: field.decimals,
});

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The ISO date the form's date field reads, or null when it has none (or no real one). */
export function dateOf(fields: readonly CoachFormField[], values: CoachFormValues): string | null {
  const field = fields.find((f) => f.kind === "date");
  const read = field?.kind === "date" ? readShortDate(values[field.name] ?? "", field.separator) : null;
  return read && "iso" in read ? read.iso : null;
}

/** A body weight typed in the lifter's unit, as the pounds the call takes (exact both ways, decision 0063). */
function inPounds(field: NumberField, text: string): string {
  if (field.day !== "weight" || !/^\d+(?:\.\d+)?$/.test(text)) return text;
  return String(toPounds(Number(text), currentUnit(), field.decimals));
}

/** The wire body from the typed values: numbers as typed (the schema reads numeric text), dates as ISO. */
function rawBody(fields: readonly CoachFormField[], values: CoachFormValues): Record<string, string> {
  return Object.fromEntries(
    fields.map((f) => {
      const text = values[f.name]?.trim() ?? "";
      const read = f.kind === "date" ? readShortDate(text, f.separator) : null;
      if (f.kind === "number") return [f.name, inPounds(f, normalNumberText(text, f.decimals))];
      return [f.name, read && "iso" in read ? read.iso : text];
    }),
  );
}

/**
 * The words a date field gets: its own format, a day that exists, no day after today, none before
 * the phase (the server's words).
 */
function dateProblem(
  field: CoachFormField & { kind: "date" },
  values: CoachFormValues,
  today: string,
  phase: PhaseStart | undefined,
): string | undefined {
  const read = readShortDate(values[field.name] ?? "", field.separator);
  if ("problem" in read) return read.problem;
  if (read.iso > today) return `The date cannot be ${IN_THE_FUTURE}`;
  return (phase && beforePhaseStart(phase, read.iso)) ?? undefined;
}

export type Checked<T> = { ok: true; body: T } | { ok: false; errors: CoachFormErrors };

/**
 * Checks the values with `schema` (plus `extra` wire keys, e.g. today's date), and a date against
 * the phase it would be logged in; errors by field.
 */
export function checkEntry<T>(
  schema: z.ZodType<T>,
  fields: readonly CoachFormField[],
  values: CoachFormValues,
  extra: Record<string, unknown> = {},
  phase?: PhaseStart,
): Checked<T> {
  const errors: CoachFormErrors = {};
  const today = todayLocalIso();
  for (const field of fields) {
    const problem =
      field.kind === "date"
        ? dateProblem(field, values, today, phase)
        : (numberTextProblem(values[field.name] ?? "", numberKind(field)) ?? undefined);
    if (problem) errors[field.name] = problem;
  }
  const parsed = schema.safeParse({ ...rawBody(fields, values), ...extra });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? "");
      if (fields.some((f) => f.name === name) && !errors[name]) errors[name] = capitalise(issue.message);
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}

/** The server's `fields` (wire names → words), kept for the fields this form has. */
export function serverErrors(
  fields: readonly CoachFormField[],
  reported: Record<string, unknown> | undefined,
): CoachFormErrors {
  const errors: CoachFormErrors = {};
  for (const field of fields) {
    const message = reported?.[field.name];
    if (typeof message === "string") errors[field.name] = capitalise(message);
  }
  return errors;
}
