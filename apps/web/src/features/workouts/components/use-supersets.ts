import {
  type DayBlock,
  combinedGroups,
  dayBlocks,
  memberLabel,
  nextTurn,
  restAfterSave,
} from "@ironpath/domain/training/supersets";
import type { DayResponse, ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { useMemo } from "react";
import { todayLocalIso } from "../../../lib/local-date";
import { useDayGroupsAsChanged } from "../api/day-changes";
import { useSupersets } from "../api/get-supersets";
import type { ExerciseProgress, SavedEntries } from "../saved-entries";
import type { LinesOf, RestRule } from "./use-day-progress";

type Row = ExerciseRow;
export type GroupBlock = Extract<DayBlock<Row>, { kind: "group" }>;

/** "A" for the day's first group. */
export const groupLetter = (block: Pick<GroupBlock, "index">) => memberLabel(block.index, 0).slice(0, -1);

/** The set numbers saved of an exercise of the day. */
type SavedNumbers = (exerciseId: string) => readonly (number | null)[];

/** A group's members, each with the sets its card shows (decision 0077), not only those written. */
const membersOf = (block: GroupBlock, linesOf: LinesOf, saved: SavedNumbers) =>
  block.rows.map((r) => ({
    exerciseId: r.exerciseId,
    sets: linesOf(r, saved(r.exerciseId)),
    minRest: r.min_rest,
    maxRest: r.max_rest,
  }));

const prescribedLines: LinesOf = (row) => row.sets;

/**
 * The shown day's supersets (decision 0055): the program's and the lifter's for today, as blocks of
 * the day; each member's label (A1, A2…); the next set of a group; the rest a save starts (one per
 * round, the group's); and whether a group is done, so it leaves the pending list as one.
 */
export function useDaySupersets(program: string, day: DayResponse, linesOf: LinesOf = prescribedLines) {
  const { phase_id: phase, week_id: week, day_id: dayId } = day;
  const key = useMemo(() => ({ phase, week, day: dayId }), [phase, week, dayId]);
  const date = todayLocalIso();
  // With today's superset changes still on this phone drawn over them (decision 0121).
  const stored = useDayGroupsAsChanged(program, key, date, useSupersets(program, key, date).data);
  const combined = stored ? combinedGroups(stored.program, stored.day) : [];
  // Keyed by value, an answer not yet come being no group: the answer coming after the cards (most
  // days have no group) or a refetch with the same groups keeps every card's props, so no card
  // renders again (decision 0084).
  const groupsKey = JSON.stringify([combined, stored?.day ?? []]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: groupsKey is `stored` by value.
  const blocks = useMemo(() => dayBlocks(day.data, combined), [day.data, groupsKey]);
  const groupOf = useMemo(() => {
    const of = new Map<string, GroupBlock>();
    for (const b of blocks) if (b.kind === "group") for (const r of b.rows) of.set(r.exerciseId, b);
    return of;
  }, [blocks]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: groupsKey is `stored` by value.
  const inDayGroup = useMemo(() => new Set(stored?.day.flat() ?? []), [groupsKey]);

  // One object while the day's groups and the cards' lines are the same: every card is given it
  // (decision 0078); a set added or removed on a card changes the rounds, so it makes a new one (0077).
  return useMemo(() => {
    const restRule: RestRule = (row, set, setsOf) => {
      const block = groupOf.get(row.exerciseId);
      if (!block) return { minRest: row.min_rest, maxRest: row.max_rest, name: row.exercise_name };
      const members = membersOf(block, linesOf, setsOf);
      const logged = new Map(members.map((m) => [m.exerciseId, setsOf(m.exerciseId)]));
      const rest = restAfterSave(members, logged, set);
      return rest && { ...rest, name: `Superset ${groupLetter(block)}` };
    };

    return {
      key,
      date,
      /** The day's blocks with only these rows (a group shows while any of its exercises does). */
      arrange: (rows: readonly Row[]): DayBlock<Row>[] =>
        blocks.flatMap((b): DayBlock<Row>[] => {
          if (b.kind === "single") return rows.includes(b.row) ? [b] : [];
          const shown = b.rows.filter((r) => rows.includes(r));
          return shown.length > 0 ? [{ ...b, rows: shown }] : [];
        }),
      groupOf: (row: Row) => groupOf.get(row.exerciseId),
      labelOf: (row: Row) => {
        const block = groupOf.get(row.exerciseId);
        return block && memberLabel(block.index, block.rows.indexOf(row));
      },
      /** The exercise is in the lifter's own group for today (so "Ungroup" can take it out). */
      inDayGroup: (row: Row) => inDayGroup.has(row.exerciseId),
      restRule,
      /** Done, and so out of the pending list, once it and every exercise of its group are. */
      isDone: (row: Row, progress: (row: Row) => ExerciseProgress) =>
        (groupOf.get(row.exerciseId)?.rows ?? [row]).every((r) => progress(r).done),
      /** The group's rounds: the most sets any of its cards shows. */
      roundsOf: (block: GroupBlock, savedFor: (row: Row) => SavedEntries) =>
        Math.max(0, ...membersOf(block, linesOf, numbersOf(block, savedFor)).map((m) => m.sets)),
      /** The group's next set to lift, in round order. */
      nextOf: (block: GroupBlock, savedFor: (row: Row) => SavedEntries) => {
        const saved = numbersOf(block, savedFor);
        const logged = new Map(block.rows.map((r) => [r.exerciseId, saved(r.exerciseId)]));
        const turn = nextTurn(membersOf(block, linesOf, saved), logged);
        const row = turn && block.rows.find((r) => r.exerciseId === turn.exerciseId);
        return turn && row ? { row, set: turn.set, label: memberLabel(block.index, block.rows.indexOf(row)) } : null;
      },
    };
  }, [key, date, blocks, groupOf, inDayGroup, linesOf]);
}

/** The set numbers saved of each member of a group. */
function numbersOf(block: GroupBlock, savedFor: (row: Row) => SavedEntries): SavedNumbers {
  return (id) => {
    const row = block.rows.find((r) => r.exerciseId === id);
    return row ? savedFor(row).map((s) => s.set) : [];
  };
}

export type DaySupersetsState = ReturnType<typeof useDaySupersets>;
