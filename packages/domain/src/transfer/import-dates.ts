// The start times Strong and Hevy write, read as the lifter's local date and time (the app's
// dates are the lifter's calendar dates; an offset, when a file has one, is ignored):
//   Strong: "2024-01-05 18:30:00", "2024-01-05 6:30:00 PM" (some locales, with a narrow space)
//   Hevy:   "26 Jul 2025, 07:06", and ISO "2025-07-26T07:06:00Z" from newer versions
//   Either, as some spreadsheets re-save them: "Jul 26, 2025, 7:06 AM", "2025-07-26"

import { isRealDate } from "../real-date";

export interface WorkoutTime {
  /** yyyy-mm-dd */
  date: string;
  /** HH:MM:SS, 24-hour */
  time: string;
}

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];

const TIME = String.raw`(?:[ T,]+(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?\s*([ap]\.?m\.?)?)?\s*(?:z|[+-]\d{2}:?\d{2})?`;
const ISO = new RegExp(String.raw`^(\d{4})-(\d{1,2})-(\d{1,2})${TIME}$`, "i");
const DAY_MONTH = new RegExp(String.raw`^(\d{1,2}) ([a-z]{3,9})\.?,? (\d{4})${TIME}$`, "i");
const MONTH_DAY = new RegExp(String.raw`^([a-z]{3,9})\.? (\d{1,2}),? (\d{4})${TIME}$`, "i");

const pad = (n: number) => String(n).padStart(2, "0");

function monthOf(name: string): number | undefined {
  const index = MONTHS.indexOf(name.slice(0, 3).toLowerCase());
  return index === -1 ? undefined : index + 1;
}

type Parts = [year: number, month: number | undefined, day: number, rest: (string | undefined)[]];

function partsOf(text: string): Parts | undefined {
  let m = ISO.exec(text);
  if (m) return [Number(m[1]), Number(m[2]), Number(m[3]), m.slice(4)];
  m = DAY_MONTH.exec(text);
  if (m) return [Number(m[3]), monthOf(m[2] as string), Number(m[1]), m.slice(4)];
  m = MONTH_DAY.exec(text);
  if (m) return [Number(m[3]), monthOf(m[1] as string), Number(m[2]), m.slice(4)];
  return undefined;
}

/**
 * The date and time of a start time as written; "not a date" when it is no format either app
 * writes, "impossible" when it names a day or time that does not exist (2023-02-30, 25:10).
 */
export function readWorkoutTime(raw: string): WorkoutTime | "not a date" | "impossible" {
  const text = raw
    .replace(/[\u00a0\u202f\u2009]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  const parts = partsOf(text);
  if (!parts) return "not a date";
  const [year, month, day, [h, min, s, meridiem]] = parts;
  if (month === undefined || !isRealDate(`${year}-${pad(month)}-${pad(day)}`)) return "impossible";
  let hour = h === undefined ? 0 : Number(h);
  const minute = min === undefined ? 0 : Number(min);
  const second = s === undefined ? 0 : Number(s);
  if (meridiem) {
    if (hour < 1 || hour > 12) return "impossible";
    const pm = meridiem.toLowerCase().startsWith("p");
    hour = (hour % 12) + (pm ? 12 : 0);
  }
  if (hour > 23 || minute > 59 || second > 59) return "impossible";
  return { date: `${year}-${pad(month)}-${pad(day)}`, time: `${pad(hour)}:${pad(minute)}:${pad(second)}` };
}
