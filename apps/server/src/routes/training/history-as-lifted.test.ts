import { describe, expect, it } from "vitest";
import { BEGINNER_PATH, TODAY, beginnerDay, beginnerLifter, programRow } from "../../testing/lifter.js";
import { DIALECTS, callAs, registerUser, useTestApp } from "../../testing/test-app.js";

// History shows the day as it was lifted (decision 0093): the exercise swapped (from what, to
// what), the supersets grouped, and the time from the first save to the last.

const P = BEGINNER_PATH;

interface Row {
  exerciseId: string;
  exercise_name: string;
}

describe.each(DIALECTS)("History's day as lifted on %s", (dialect) => {
  const t = useTestApp(dialect);

  it("says the swap, the superset of the date and the duration beside the sets", async () => {
    const { call } = await beginnerLifter(t.app);
    const [first, second, third] = (await beginnerDay<Row>(call)).data as [Row, Row, Row];
    const choices = (await call(`/api/query/dayExerciseChoices/${P}`)).json().choices as { id: string; name: string }[];
    const front = choices.find((c) => c.name === "Front Squat") as { id: string };
    const swap = await call(`/api/add/swapDayExercise/${P}`, { exerciseId: first.exerciseId, to: front.id });
    expect(swap.statusCode, swap.body).toBe(200);
    const group = await call(`/api/add/superset/${P}`, {
      phase: 1,
      week: 1,
      day: 1,
      date: TODAY,
      exerciseIds: [second.exerciseId, third.exerciseId],
    });
    expect(group.statusCode, group.body).toBe(200);
    const lifted = [
      { exerciseId: first.exerciseId, exercise_name: "Front Squat" },
      { exerciseId: second.exerciseId, exercise_name: second.exercise_name },
      { exerciseId: third.exerciseId, exercise_name: third.exercise_name },
    ];
    for (const row of lifted) {
      const saved = await call(`/api/add/advAddUserExerciseData/${P}`, {
        ...row,
        index: 1,
        reps: 5,
        rpe: 8,
        weight: 95,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    // The saves 48 minutes apart, as in a gym.
    await t.db.db.updateTable("performances").set({ logged_at: "2026-03-02T17:00:00.000Z" }).execute();
    await t.db.db
      .updateTable("performances")
      .set({ logged_at: "2026-03-02T17:48:00.000Z" })
      .where("row_id", "=", third.exerciseId)
      .execute();

    const [session] = (await call("/api/history/sessions")).json().sessions;
    const frontSet = session.sets.find((s: { exercise: string }) => s.exercise === "Front Squat");
    expect(session.swapped).toEqual([{ from: first.exercise_name, to: "Front Squat", setIds: [frontSet.id] }]);
    expect(session.groups).toEqual([[second.exercise_name, third.exercise_name]]);
    expect(session.durationSeconds).toBe(48 * 60);
  });

  it("groups a superset written in the builder, with no swap, and 0 s between saves of one moment", async () => {
    const { cookie } = await registerUser(t.app);
    const call = (url: string, payload?: object) => callAs(t.app, cookie, url, payload);
    const programName = "Paired Day";
    const rows = ["Barbell Bench Press", "Barbell Row", "Back Squat"].map((name, i) =>
      programRow(i + 1, name, { sets: "1", rest: "2" }),
    );
    const day = { programName, phase: 1, week: 1, day: 1 };
    expect((await call("/api/add/addProgramDay", { ...day, programData: rows })).statusCode).toBe(200);
    const grouped = await call("/api/add/programDaySupersets", { ...day, groups: [[0, 1]] });
    expect(grouped.statusCode, grouped.body).toBe(200);
    const P = encodeURIComponent(programName);
    const lifted = (await call(`/api/query/user-created-exercises/${P}/1/1/1`)).json().data as Row[];
    for (const row of lifted) {
      const { exerciseId, exercise_name } = row;
      const set = { exerciseId, exercise_name, index: 0, reps: 5, rpe: 8, weight: 95 };
      const saved = await call(`/api/add/advAddUserExerciseData/${P}`, set);
      expect(saved.statusCode, saved.body).toBe(200);
    }
    await t.db.db.updateTable("performances").set({ logged_at: "2026-03-02T17:00:00.000Z" }).execute();

    const [session] = (await call("/api/history/sessions")).json().sessions;
    expect(session.groups).toEqual([["Barbell Bench Press", "Barbell Row"]]);
    expect(session.swapped).toEqual([]);
    // Every save at one moment: no time between them to say.
    expect(session.durationSeconds).toBe(0);
  });
});

// The swaps and supersets are each lifter's own: another lifter's changes to the same ready-made
// day on the same date never show on this lifter's card.
describe.each(DIALECTS)("History's day as lifted, one lifter's own, on %s", (dialect) => {
  const t = useTestApp(dialect);

  it("shows no swap or superset another lifter made on the same day and date", async () => {
    const other = await beginnerLifter(t.app);
    const [a, b, c] = (await beginnerDay<Row>(other.call)).data as [Row, Row, Row];
    const choices = (await other.call(`/api/query/dayExerciseChoices/${P}`)).json().choices as {
      id: string;
      name: string;
    }[];
    const front = choices.find((x) => x.name === "Front Squat") as { id: string };
    expect(
      (await other.call(`/api/add/swapDayExercise/${P}`, { exerciseId: a.exerciseId, to: front.id })).statusCode,
    ).toBe(200);
    const day = { phase: 1, week: 1, day: 1, date: TODAY };
    const grouped = await other.call(`/api/add/superset/${P}`, { ...day, exerciseIds: [b.exerciseId, c.exerciseId] });
    expect(grouped.statusCode, grouped.body).toBe(200);

    const me = await beginnerLifter(t.app);
    for (const row of (await beginnerDay<Row>(me.call)).data as Row[]) {
      const { exerciseId, exercise_name } = row;
      const set = { exerciseId, exercise_name, index: 1, reps: 5, rpe: 8, weight: 95 };
      const saved = await me.call(`/api/add/advAddUserExerciseData/${P}`, set);
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const [session] = (await me.call("/api/history/sessions")).json().sessions;
    expect(session.sets.map((s: { exercise: string }) => s.exercise)).not.toContain("Front Squat");
    expect(session).toMatchObject({ swapped: [], groups: [] });
  });
});

// A set's time came from outside too: a JSON import's `loggedAt` (decision 0047) was checked for its
// shape only, so one that is no instant (a month 13) may be stored. History's page must still answer.
describe.each(DIALECTS)("History's duration with a stored time that is no instant on %s", (dialect) => {
  const t = useTestApp(dialect);

  it("answers the page, saying no duration rather than failing", async () => {
    const me = await beginnerLifter(t.app);
    const [first] = (await beginnerDay<Row>(me.call)).data as [Row];
    const { exerciseId, exercise_name } = first;
    const set = { exerciseId, exercise_name, index: 1, reps: 5, rpe: 8, weight: 95 };
    const saved = await me.call(`/api/add/advAddUserExerciseData/${P}`, set);
    expect(saved.statusCode, saved.body).toBe(200);
    await t.db.db.updateTable("performances").set({ logged_at: "2026-13-45T99:99Z" }).execute();

    const page = await me.call("/api/history/sessions");
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().sessions[0].durationSeconds).toBeNull();
  });
});
