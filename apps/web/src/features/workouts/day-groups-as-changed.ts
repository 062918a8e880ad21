import type { DayKey } from "@ironpath/domain/training/next-day";
import type { DaySupersets } from "@ironpath/domain/training/supersets-api.schema";
import { joinGroup, leaveGroup } from "@ironpath/domain/training/supersets";
import type { DayChange } from "./day-as-changed";

/** No group yet: a day whose groups were never read draws a change over this. */
export const NO_GROUPS: DaySupersets = { program: [], day: [] };

/**
 * The day's groups with one superset change made, as the server makes it (the domain's joinGroup and
 * leaveGroup on the lifter's groups for the date, decision 0121): drawn while it waits on the phone.
 * The same object when the change is for another day or date, or is no superset change.
 */
export function withGroupChange(groups: DaySupersets, change: DayChange, key: DayKey, date: string): DaySupersets {
  if (change.kind !== "group" && change.kind !== "ungroup") return groups;
  const { phase, week, day } = change.day;
  if (change.date !== date || phase !== key.phase || week !== key.week || day !== key.day) return groups;
  const changed =
    change.kind === "group" ? joinGroup(groups.day, change.exerciseIds) : leaveGroup(groups.day, change.exerciseId);
  return JSON.stringify(changed) === JSON.stringify(groups.day) ? groups : { ...groups, day: changed };
}
