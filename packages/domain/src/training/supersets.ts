import type { LoggedSetNumber } from "./exercise-progress";

// Supersets and circuits (decision 0055): two or more exercises of a day grouped, lifted set by set
// in turn (A1 set 1, A2 set 1, A1 set 2…), with one rest after each round, not after every set.

/** At least two exercises make a group; a circuit of more than this is refused in words. */
export const GROUP_MIN = 2;
export const GROUP_MAX = 6;

/** One exercise of a group: its id (the program row), prescribed sets and rest in minutes. */
export interface GroupMember {
  exerciseId: string;
  sets: number;
  minRest: number;
  maxRest: number;
}

export interface Turn {
  exerciseId: string;
  /** From 1. */
  set: number;
}

/** "A1", "A2", "B1": the group's letter by its place in the day, the member's number in the group. */
export function memberLabel(groupIndex: number, memberIndex: number): string {
  return `${String.fromCharCode(65 + (groupIndex % 26))}${memberIndex + 1}`;
}

/**
 * The order the group's sets are lifted in: round by round, each member's set of that round in the
 * group's order; a member with fewer sets drops out of the later rounds.
 */
export function roundOrder(members: readonly Pick<GroupMember, "exerciseId" | "sets">[]): Turn[] {
  const rounds = Math.max(0, ...members.map((m) => m.sets));
  const turns: Turn[] = [];
  for (let set = 1; set <= rounds; set++) {
    for (const m of members) if (set <= m.sets) turns.push({ exerciseId: m.exerciseId, set });
  }
  return turns;
}

/** Whether set `set` of a member counts as saved: the whole exercise in one entry counts for every set. */
const hasSet = (logged: readonly LoggedSetNumber[] | undefined, set: number) =>
  logged !== undefined && (logged.includes(null) || logged.includes(set));

/** The next set to lift in the group (the first in round order not saved), or null when all are. */
export function nextTurn(
  members: readonly Pick<GroupMember, "exerciseId" | "sets">[],
  logged: ReadonlyMap<string, readonly LoggedSetNumber[]>,
): Turn | null {
  return roundOrder(members).find((t) => !hasSet(logged.get(t.exerciseId), t.set)) ?? null;
}

/** The group's rest, in minutes: the largest of its members' (a range never shorter than its start). */
export function groupRest(members: readonly Pick<GroupMember, "minRest" | "maxRest">[]): {
  minRest: number;
  maxRest: number;
} {
  const minRest = Math.max(0, ...members.map((m) => m.minRest));
  return { minRest, maxRest: Math.max(minRest, ...members.map((m) => m.maxRest)) };
}

/**
 * After a set of the group was saved (`set` from 1, or null for a whole exercise in one entry): the
 * rest to start, or null. A rest starts once a round is complete, every member that has the round's
 * set having saved it; within a round the lifter goes straight to the next exercise.
 */
export function restAfterSave(
  members: readonly GroupMember[],
  logged: ReadonlyMap<string, readonly LoggedSetNumber[]>,
  set: number | null,
): { minRest: number; maxRest: number } | null {
  const rounds = set === null ? roundsOf(members) : [set];
  const complete = rounds.some((round) =>
    members.every((m) => round > m.sets || hasSet(logged.get(m.exerciseId), round)),
  );
  return complete ? groupRest(members) : null;
}

const roundsOf = (members: readonly Pick<GroupMember, "sets">[]) =>
  Array.from({ length: Math.max(0, ...members.map((m) => m.sets)) }, (_, i) => i + 1);

/**
 * The day's groups with these exercises grouped: a group that holds any of them takes in the others
 * (and the groups they were in), so an exercise is never in two groups.
 */
export function joinGroup(groups: readonly (readonly string[])[], ids: readonly string[]): string[][] {
  const touched = groups.filter((g) => g.some((id) => ids.includes(id)));
  const joined = [...new Set([...touched.flat(), ...ids])];
  return [...groups.filter((g) => !touched.includes(g)).map((g) => [...g]), joined];
}

/** The day's groups without this exercise; a group left with one exercise is no group. */
export function leaveGroup(groups: readonly (readonly string[])[], id: string): string[][] {
  return groups.map((g) => g.filter((m) => m !== id)).filter((g) => g.length >= GROUP_MIN);
}

export type DayBlock<Row> = { kind: "single"; row: Row } | { kind: "group"; index: number; rows: Row[] };

/**
 * The day's rows as the log shows them: a group as one block at the place of its first exercise,
 * its members in day order; the rest one by one. Ids that are not rows of the day are left out.
 */
export function dayBlocks<Row extends { exerciseId: string }>(
  rows: readonly Row[],
  groups: readonly (readonly string[])[],
): DayBlock<Row>[] {
  const groupOf = new Map<string, number>();
  groups.forEach((g, i) => {
    for (const id of g) groupOf.set(id, i);
  });
  const blocks: DayBlock<Row>[] = [];
  const placed = new Map<number, { kind: "group"; index: number; rows: Row[] }>();
  for (const row of rows) {
    const g = groupOf.get(row.exerciseId);
    const members = g === undefined ? [] : rows.filter((r) => groupOf.get(r.exerciseId) === g);
    if (g === undefined || members.length < GROUP_MIN) {
      blocks.push({ kind: "single", row });
      continue;
    }
    if (placed.has(g)) continue;
    const made = { kind: "group" as const, index: placed.size, rows: members };
    placed.set(g, made);
    blocks.push(made);
  }
  return blocks;
}

/** The groups the log shows: the program's (from the builder), with the lifter's for the day joined in. */
export function combinedGroups(
  program: readonly (readonly string[])[],
  day: readonly (readonly string[])[],
): string[][] {
  return day.reduce<string[][]>(
    (groups, g) => joinGroup(groups, g),
    program.map((g) => [...g]),
  );
}
