import { describe, expect, it } from "vitest";
import {
  type GroupMember,
  combinedGroups,
  dayBlocks,
  groupRest,
  joinGroup,
  leaveGroup,
  memberLabel,
  nextTurn,
  restAfterSave,
  roundOrder,
} from "./supersets";

const bench: GroupMember = { exerciseId: "bench", sets: 3, minRest: 2, maxRest: 3 };
const row: GroupMember = { exerciseId: "row", sets: 3, minRest: 1, maxRest: 2 };
const curl: GroupMember = { exerciseId: "curl", sets: 2, minRest: 1, maxRest: 1.5 };
const logged = (entries: Record<string, (number | null)[]>) => new Map(Object.entries(entries));

describe("supersets (decision 0055)", () => {
  it("labels members A1, A2 and the next group B1", () => {
    expect([memberLabel(0, 0), memberLabel(0, 1), memberLabel(0, 2), memberLabel(1, 0)]).toEqual([
      "A1",
      "A2",
      "A3",
      "B1",
    ]);
  });

  it("alternates set by set, a member with fewer sets dropping out of the last rounds", () => {
    expect(roundOrder([bench, row, curl])).toEqual([
      { exerciseId: "bench", set: 1 },
      { exerciseId: "row", set: 1 },
      { exerciseId: "curl", set: 1 },
      { exerciseId: "bench", set: 2 },
      { exerciseId: "row", set: 2 },
      { exerciseId: "curl", set: 2 },
      { exerciseId: "bench", set: 3 },
      { exerciseId: "row", set: 3 },
    ]);
  });

  it("leads to the first set not saved, in round order", () => {
    expect(nextTurn([bench, row], logged({}))).toEqual({ exerciseId: "bench", set: 1 });
    expect(nextTurn([bench, row], logged({ bench: [1] }))).toEqual({ exerciseId: "row", set: 1 });
    expect(nextTurn([bench, row], logged({ bench: [1], row: [1] }))).toEqual({ exerciseId: "bench", set: 2 });
    // A whole exercise in one entry counts for all its sets.
    expect(nextTurn([bench, row], logged({ bench: [null], row: [1, 2] }))).toEqual({ exerciseId: "row", set: 3 });
    expect(nextTurn([bench, row], logged({ bench: [1, 2, 3], row: [null] }))).toBeNull();
  });

  it("rests for the largest rest of the group", () => {
    expect(groupRest([bench, row])).toEqual({ minRest: 2, maxRest: 3 });
    expect(groupRest([{ ...bench, maxRest: 1 }, row])).toEqual({ minRest: 2, maxRest: 2 });
  });

  it("starts a rest only once each round is complete", () => {
    expect(restAfterSave([bench, row], logged({ bench: [1] }), 1)).toBeNull();
    expect(restAfterSave([bench, row], logged({ bench: [1], row: [1] }), 1)).toEqual({ minRest: 2, maxRest: 3 });
    expect(restAfterSave([bench, row], logged({ bench: [1, 2], row: [1] }), 2)).toBeNull();
    // The last round holds only the members that have its set.
    const three = [bench, row, curl];
    expect(restAfterSave(three, logged({ bench: [1, 2, 3], row: [1, 2], curl: [1, 2] }), 3)).toBeNull();
    expect(restAfterSave(three, logged({ bench: [1, 2, 3], row: [1, 2, 3], curl: [1, 2] }), 3)).toEqual({
      minRest: 2,
      maxRest: 3,
    });
    // A whole exercise in one entry completes a round when the others are there.
    expect(restAfterSave([bench, row], logged({ bench: [1], row: [null] }), null)).toEqual({ minRest: 2, maxRest: 3 });
    expect(restAfterSave([bench, row], logged({ row: [null] }), null)).toBeNull();
  });

  it("joins groups so an exercise is never in two", () => {
    expect(joinGroup([], ["a", "b"])).toEqual([["a", "b"]]);
    expect(
      joinGroup(
        [
          ["a", "b"],
          ["x", "y"],
        ],
        ["b", "c"],
      ),
    ).toEqual([
      ["x", "y"],
      ["a", "b", "c"],
    ]);
    expect(
      joinGroup(
        [
          ["a", "b"],
          ["c", "d"],
        ],
        ["b", "c"],
      ),
    ).toEqual([["a", "b", "c", "d"]]);
  });

  it("ungroups one exercise; a group left with one is no group", () => {
    expect(leaveGroup([["a", "b", "c"]], "b")).toEqual([["a", "c"]]);
    expect(
      leaveGroup(
        [
          ["a", "b"],
          ["c", "d"],
        ],
        "a",
      ),
    ).toEqual([["c", "d"]]);
  });

  it("shows a group as one block at its first exercise's place, members in day order", () => {
    const rows = ["squat", "bench", "curl", "row"].map((exerciseId) => ({ exerciseId }));
    const blocks = dayBlocks(rows, [
      ["row", "bench"],
      ["gone", "squat"],
    ]);
    expect(blocks).toEqual([
      { kind: "single", row: { exerciseId: "squat" } },
      { kind: "group", index: 0, rows: [{ exerciseId: "bench" }, { exerciseId: "row" }] },
      { kind: "single", row: { exerciseId: "curl" } },
    ]);
  });
});

describe("the groups the log shows", () => {
  it("joins the lifter's groups for the day to the program's", () => {
    expect(
      combinedGroups(
        [["a", "b"]],
        [
          ["b", "c"],
          ["x", "y"],
        ],
      ),
    ).toEqual([
      ["a", "b", "c"],
      ["x", "y"],
    ]);
    expect(combinedGroups([["a", "b"]], [])).toEqual([["a", "b"]]);
  });
});
