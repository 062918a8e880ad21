// The dates a coach call may name. Every figure is computed day by day from the phase's start, so
// a date the client picks must never set how much work a call does: a read is refused in the future
// and answered as of the start before it, and a phase starts at most a year back (the history the
// model reads, decision 0033).

import { utcToday } from "../days";
import { entryDate } from "../training/entry-date";
import { InvalidError } from "../errors";
import { addDays } from "./calendar";

/** The longest history the coach reads, and so the furthest back a phase may start. */
export const COACH_HISTORY_DAYS = 365;

/** The date a phase's figures are read on: refused in the future, the start day before the start. */
export function readingDate(asked: string, startDate: string, now = new Date()): string {
  const date = entryDate(asked, { now });
  return date < startDate ? startDate : date;
}

/** A phase's first day as sent (today when none): refused in the future or more than a year back. */
export function phaseStartDate(sent: string | undefined, now = new Date()): string {
  const date = entryDate(sent, { now });
  const earliest = addDays(utcToday(now), -COACH_HISTORY_DAYS);
  if (date < earliest) {
    throw new InvalidError(`date ${date} is more than a year ago`, { date: "is more than a year ago" });
  }
  return date;
}
