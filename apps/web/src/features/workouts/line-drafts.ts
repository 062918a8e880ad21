import type { DayResponse } from "@ironpath/domain/training/workout-api.schema";
import { draftKey, isEntry } from "./drafts";
import type { EntryValues } from "./entry-values";
import { MAX_SETS } from "./set-plan";

// The set lines of a day's cards as the lifter left them and nothing saved them yet: the lines
// added beyond the prescription and what is typed in a line (a hold's seconds and RPE apart), by
// exercise. Kept as the quick row's
// drafts are (drafts.ts): in sessionStorage per program and day, under the drafts' prefix, so a
// reload brings them back and sign-in and sign-out forget them (decision 0077).

/** What is typed in a timed hold's line (decision 0053): its seconds and RPE. */
export interface HoldValues {
  seconds: number | string;
  rpe: number | string;
}

export interface CardDraft {
  /** Lines added beyond the prescription (0 when none). */
  added: number;
  /** What is typed in a line and not saved, by set (from 1). */
  typed: Readonly<Record<number, EntryValues>>;
  /** What is typed in a hold's line and not saved, by set (from 1). */
  held: Readonly<Record<number, HoldValues>>;
}

export type LineDrafts = Readonly<Record<string, CardDraft>>;

export function lineDraftKey(program: string, day: Pick<DayResponse, "phase_id" | "week_id" | "day_id">): string {
  return `${draftKey(program, day)}:lines`;
}

const isSet = (n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_SETS;

const isValue = (v: unknown) => typeof v === "number" || typeof v === "string";
const isHold = (v: unknown): v is HoldValues =>
  Boolean(v) && typeof v === "object" && isValue((v as HoldValues).seconds) && isValue((v as HoldValues).rpe);

/** The lines of a stored record with real set numbers whose values `valid` accepts. */
function linesOf<T>(stored: unknown, valid: (values: unknown) => boolean): Record<number, T> {
  if (!stored || typeof stored !== "object") return {};
  const lines = Object.entries(stored).filter(([set, values]) => isSet(Number(set)) && valid(values));
  return Object.fromEntries(lines.map(([set, values]) => [Number(set), values as T]));
}

/** A stored card as the log can use it, or null: a count in range and typed lines with real set numbers. */
function asCard(v: unknown): CardDraft | null {
  if (!v || typeof v !== "object") return null;
  const { added, typed, held } = v as Record<string, unknown>;
  if (typeof added !== "number" || !Number.isInteger(added) || added < 0 || added > MAX_SETS) return null;
  if (!typed || typeof typed !== "object") return null;
  // A draft kept before holds were kept has none.
  return { added, typed: linesOf(typed, isEntry), held: linesOf(held, isHold) };
}

/** Whether a card holds anything to keep. */
export const isKept = (card: CardDraft) =>
  card.added > 0 || Object.keys(card.typed).length > 0 || Object.keys(card.held).length > 0;

export function readLineDrafts(key: string): LineDrafts {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(key) ?? "{}");
    if (!parsed || typeof parsed !== "object") return {};
    return Object.fromEntries(
      Object.entries(parsed).flatMap(([id, v]) => {
        const card = asCard(v);
        return card && isKept(card) ? [[id, card]] : [];
      }),
    );
  } catch {
    return {};
  }
}

export function writeLineDrafts(key: string, drafts: LineDrafts): void {
  try {
    const kept = Object.entries(drafts).filter(([, card]) => isKept(card));
    if (kept.length === 0) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(Object.fromEntries(kept)));
  } catch {
    // No draft then: the lines are kept while the log is open.
  }
}
