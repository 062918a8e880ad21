import type { DayResponse } from "@ironpath/domain/training/workout-api.schema";
import { draftKey, isEntry } from "./drafts";
import type { EntryValues } from "./entry-values";
import { MAX_SETS } from "./set-plan";

// The set lines of a day's cards as the lifter left them and nothing saved them yet: the lines
// added beyond the prescription and what is typed in a line, by exercise. Kept as the quick row's
// drafts are (drafts.ts): in sessionStorage per program and day, under the drafts' prefix, so a
// reload brings them back and sign-in and sign-out forget them (decision 0077).

export interface CardDraft {
  /** Lines added beyond the prescription (0 when none). */
  added: number;
  /** What is typed in a line and not saved, by set (from 1). */
  typed: Readonly<Record<number, EntryValues>>;
}

export type LineDrafts = Readonly<Record<string, CardDraft>>;

export function lineDraftKey(program: string, day: Pick<DayResponse, "phase_id" | "week_id" | "day_id">): string {
  return `${draftKey(program, day)}:lines`;
}

const isSet = (n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_SETS;

/** A stored card as the log can use it, or null: a count in range and typed lines with real set numbers. */
function asCard(v: unknown): CardDraft | null {
  if (!v || typeof v !== "object") return null;
  const { added, typed } = v as Record<string, unknown>;
  if (typeof added !== "number" || !Number.isInteger(added) || added < 0 || added > MAX_SETS) return null;
  if (!typed || typeof typed !== "object") return null;
  const lines = Object.entries(typed).filter(([set, values]) => isSet(Number(set)) && isEntry(values));
  return { added, typed: Object.fromEntries(lines.map(([set, values]) => [Number(set), values as EntryValues])) };
}

/** Whether a card holds anything to keep. */
export const isKept = (card: CardDraft) => card.added > 0 || Object.keys(card.typed).length > 0;

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
