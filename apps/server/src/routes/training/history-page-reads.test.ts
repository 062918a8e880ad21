import type { KyselyPlugin } from "kysely";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../app.js";
import { BEGINNER_PATH as P, beginnerDay, beginnerLifter, lifterCalls } from "../../testing/lifter.js";
import { DIALECTS, testConfig, useTestApp } from "../../testing/test-app.js";

// History's page (decision 0099): the supersets of all its sessions read in one statement, with
// the same answer; and a swap said of the sets lifted on its row, not of every lift of that name.

interface Row {
  exerciseId: string;
  exercise_name: string;
}
const DATES = ["2026-03-02", "2026-03-04", "2026-03-06"];

describe.each(DIALECTS)("History's page reads on %s", (dialect) => {
  const t = useTestApp(dialect);

  it("reads the supersets of a page of three program days in one statement", async () => {
    const { cookie, call } = await beginnerLifter(t.app);
    for (const date of DATES) {
      const day = await beginnerDay<Row>(call, date);
      const [first, second, third] = day.data as [Row, Row, Row];
      const grouped = await call(`/api/add/superset/${P}`, {
        ...{ phase: day.phase_id, week: day.week_id, day: day.day_id, date },
        exerciseIds: [second.exerciseId, third.exerciseId],
      });
      expect(grouped.statusCode, grouped.body).toBe(200);
      for (const { exerciseId, exercise_name } of [first, second, third]) {
        const set = { exerciseId, exercise_name, index: 1, reps: 5, rpe: 8, weight: 95, date };
        const saved = await call(`/api/add/advAddUserExerciseData/${P}`, set);
        expect(saved.statusCode, saved.body).toBe(200);
      }
    }
    const expected = (await call("/api/history/sessions")).json();
    expect(expected.sessions.map((s: { date: string; groups: string[][] }) => [s.date, s.groups.length])).toEqual([
      [DATES[2], 1],
      [DATES[1], 1],
      [DATES[0], 1],
    ]);

    // A second app on the same database counts the statements that read the lifter's groups.
    let reads = 0;
    const counter: KyselyPlugin = {
      transformQuery: ({ node }) => {
        if (node.kind === "SelectQueryNode" && JSON.stringify(node).includes('"day_supersets"')) reads += 1;
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const app = await buildApp(testConfig(), { ...t.db, db: t.db.db.withPlugin(counter) });
    try {
      await app.ready();
      const page = await lifterCalls(app, cookie)("/api/history/sessions");
      expect(page.json()).toEqual(expected);
      expect(reads).toBe(1);
    } finally {
      await app.close();
    }
  });

  it("says a swap of the row it was made on when another row lifts the same exercise", async () => {
    const { call } = await beginnerLifter(t.app);
    const [first, second] = (await beginnerDay<Row>(call)).data as [Row, Row];
    const choices = (await call(`/api/query/dayExerciseChoices/${P}`)).json().choices as { id: string; name: string }[];
    const same = choices.find((c) => c.name === second.exercise_name) as { id: string };
    const swap = await call(`/api/add/swapDayExercise/${P}`, { exerciseId: first.exerciseId, to: same.id });
    expect(swap.statusCode, swap.body).toBe(200);
    for (const [row, weight] of [
      [first, 95],
      [second, 135],
    ] as const) {
      const set = {
        exerciseId: row.exerciseId,
        exercise_name: second.exercise_name,
        index: 1,
        reps: 5,
        rpe: 8,
        weight,
      };
      const saved = await call(`/api/add/advAddUserExerciseData/${P}`, set);
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const [session] = (await call("/api/history/sessions")).json().sessions;
    const swappedIn = session.sets.find((s: { weight: number }) => s.weight === 95);
    expect(session.sets.filter((s: { exercise: string }) => s.exercise === second.exercise_name)).toHaveLength(2);
    expect(session.swapped).toEqual([{ from: first.exercise_name, to: second.exercise_name, setIds: [swappedIn.id] }]);
  });
});
