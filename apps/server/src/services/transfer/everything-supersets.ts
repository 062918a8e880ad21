import { GROUP_MIN } from "@ironpath/domain/training/supersets";
import type { ReadDaySuperset } from "@ironpath/domain/transfer/import-everything.schema";
import type { Kysely } from "kysely";
import { placeKey } from "../../db/repositories/notes-and-warm-ups-repository.js";
import { insertDaySupersets, supersetDaysOf } from "../../db/repositories/supersets-repository.js";
import type { Database } from "../../db/schema.js";

// The day's supersets an Ironpath import restores (decision 0077). Each grouped exercise goes on the
// row its day's work sets went to, as a warm-up does (decision 0066); a group left with fewer than
// two exercises here is no group. A day that has groups here already keeps its own, so importing a
// file twice, or into the account it came from, adds nothing.

type Places = ReadonlyMap<string, { rowId: string; programId: string }>;

const dayKey = (d: { programId: string; phase: number; week: number; day: number; date: string }) =>
  `${d.programId}|${d.phase}/${d.week}/${d.day}|${d.date}`;

/** Writes the file's day groups that have rows here and no groups here yet; answers how many exercises were grouped. */
export async function importDaySupersets(
  db: Kysely<Database>,
  userId: string,
  grouped: readonly ReadDaySuperset[],
  places: Places,
): Promise<number> {
  if (grouped.length === 0) return 0;
  const here = new Set((await supersetDaysOf(db, userId)).map(dayKey));
  const groups = new Map<string, Map<number, { programId: string; rowIds: Set<string> }>>();
  for (const g of grouped) {
    const row = places.get(placeKey(g));
    if (!row) continue;
    const day = dayKey({ ...g, programId: row.programId });
    if (here.has(day)) continue;
    const ofDay = groups.get(day) ?? new Map();
    groups.set(day, ofDay);
    const group = ofDay.get(g.group) ?? { programId: row.programId, rowIds: new Set<string>() };
    ofDay.set(g.group, group);
    group.rowIds.add(row.rowId);
  }
  const rows: Database["day_supersets"][] = [];
  for (const [day, ofDay] of groups) {
    const [, slot = "", date = ""] = day.split("|");
    const [phase, week, dayNo] = slot.split("/").map(Number) as [number, number, number];
    const kept = [...ofDay.entries()].sort(([a], [b]) => a - b).filter(([, g]) => g.rowIds.size >= GROUP_MIN);
    kept.forEach(([, g], i) => {
      for (const rowId of g.rowIds) {
        rows.push({
          user_id: userId,
          routine_id: g.programId,
          phase,
          week,
          day: dayNo,
          date,
          row_id: rowId,
          group_no: i + 1,
        });
      }
    });
  }
  await insertDaySupersets(db, rows);
  return rows.length;
}
