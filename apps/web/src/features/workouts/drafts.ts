import type { DayResponse } from "@ironpath/domain/training/workout-api.schema";
import { DRAFT_KEY_PREFIX } from "../../lib/user-data";
import type { EntryValues } from "./entry-values";

// Typed but unsaved values, kept in sessionStorage per program and day so that a reload or
// Back/Forward does not lose them. Dropped as exercises are saved, and all of them at sign-in and
// sign-out (lib/user-data); a storage that refuses (private mode, quota) only means no draft.

type Drafts = Record<string, EntryValues>;

export function draftKey(program: string, day: Pick<DayResponse, "phase_id" | "week_id" | "day_id">): string {
  return `${DRAFT_KEY_PREFIX}${JSON.stringify([program, day.phase_id, day.week_id, day.day_id])}`;
}

const isValue = (v: unknown): v is number | string => typeof v === "number" || typeof v === "string";

export function isEntry(v: unknown): v is EntryValues {
  if (!v || typeof v !== "object") return false;
  const e = v as Record<string, unknown>;
  return isValue(e.reps) && isValue(e.rpe) && isValue(e.weight);
}

export function readDrafts(key: string): Drafts {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(key) ?? "{}");
    if (!parsed || typeof parsed !== "object") return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, EntryValues] => isEntry(entry[1])),
    );
  } catch {
    return {};
  }
}

export function writeDrafts(key: string, drafts: Drafts): void {
  try {
    if (Object.keys(drafts).length === 0) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(drafts));
  } catch {
    // No draft then.
  }
}
