import type { KyselyPlugin } from "kysely";
import { describe, expect, it } from "vitest";
import { buildApp } from "../../app.js";
import { DAY_1, beginnerDay, beginnerLifter, logDayOne } from "../../testing/lifter.js";
import { DIALECTS, registerUser, testConfig, useTestApp } from "../../testing/test-app.js";

// A day on which the lifter only wrote a note is a session in History (decision 0103): the note is
// read where it was written, in date order with the other days, paged as they are, and a page reads
// the notes' days in one statement however many there are.

const BEGINNER = "Beginner Linear Progression 3-Day";
const enc = encodeURIComponent;
const NOTE_DAYS = ["2025-11-17", "2025-11-19", "2025-11-25"];
const LIFTED = "2025-11-21";

interface Row {
  exerciseId: string;
  exercise_name: string;
  rpe: string | null;
}
interface Session {
  date: string;
  sets: unknown[];
  warmUps: unknown[];
  notes: { exercise: string; set: number | null; note: string }[];
}

describe.each(DIALECTS)("History's days of notes alone on %s", (dialect) => {
  const t = useTestApp(dialect);

  async function lifter() {
    const { cookie } = await registerUser(t.app);
    const call = (url: string, payload?: object) =>
      t.app.inject({ method: payload ? "POST" : "GET", url, headers: { cookie }, ...(payload ? { payload } : {}) });
    expect((await call("/api/query/add_program", { userId: "", selectedRoutine: BEGINNER })).statusCode).toBe(200);
    const rows = ((await call(`/api/query/nextExerciseDay/${LIFTED}/${enc(BEGINNER)}`)).json() as { data: Row[] }).data;
    const note = async (row: Row, date: string, text: string) => {
      const saved = await call(`/api/add/userExerciseNote/${enc(BEGINNER)}`, {
        exerciseId: row.exerciseId,
        set: 0,
        note: text,
        date,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    };
    const workSet = async (row: Row, date: string) => {
      const saved = await call(`/api/add/advAddUserExerciseData/${enc(BEGINNER)}`, {
        index: 0,
        exercise_name: row.exercise_name,
        exerciseId: row.exerciseId,
        reps: 5,
        rpe: row.rpe ? 8 : null,
        weight: 135,
        date,
      });
      expect(saved.statusCode, saved.body).toBe(200);
    };
    return { cookie, call, rows, note, workSet };
  }

  it("shows a day with only a note: the exercise and its note, no set, no warm-up", async () => {
    const { call, rows, note } = await lifter();
    const first = rows[0] as Row;
    await note(first, NOTE_DAYS[0] as string, "Gym closed early, only set up the rack");
    const page = (await call("/api/history/sessions")).json();
    expect(page.sessions).toHaveLength(1);
    expect(page.sessions[0]).toMatchObject({ date: NOTE_DAYS[0], program: BEGINNER, day: 1, sets: [], warmUps: [] });
    expect(page.sessions[0].notes).toEqual([
      { exercise: first.exercise_name, set: null, note: "Gym closed early, only set up the rack" },
    ]);
    expect(page.sessions[0].durationSeconds).toBeNull();
    // The noted exercise reads as a note on it, not as a lift not done (decision 0110).
    expect(page.sessions[0].notDone).toEqual(rows.slice(1).map((r) => r.exercise_name));
    expect(page.nextCursor).toBeNull();
  });

  it("says a note on an exercise with no set on a day with other sets, on that day's card", async () => {
    const { call, rows, note, workSet } = await lifter();
    const [lifted, noted] = rows as [Row, Row];
    await workSet(lifted, LIFTED);
    await note(noted, LIFTED, "Shoulder sore, left it out");
    const page = (await call("/api/history/sessions")).json();
    expect(page.sessions).toHaveLength(1);
    expect(page.sessions[0].sets).toHaveLength(1);
    expect(page.sessions[0].notes).toEqual([
      { exercise: noted.exercise_name, set: null, note: "Shoulder sore, left it out" },
    ]);
    expect(page.sessions[0].notDone).toEqual(rows.slice(2).map((r) => r.exercise_name));
  });

  it("pages two days of one date and program apart, the later one of notes alone", async () => {
    const { call } = await beginnerLifter(t.app);
    await logDayOne(call, {});
    const two = await beginnerDay<Row>(call, DAY_1);
    expect(two.day_id).toBe(2);
    const row = two.data[0] as Row;
    const saved = await call(`/api/add/userExerciseNote/${enc(BEGINNER)}`, {
      exerciseId: row.exerciseId,
      set: 0,
      note: "Day 2 tomorrow",
      date: DAY_1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const first = (await call("/api/history/sessions?limit=1")).json();
    expect(first.sessions.map((s: Session & { day: number }) => [s.date, s.day, s.sets.length])).toEqual([
      [DAY_1, 2, 0],
    ]);
    expect(first.sessions[0].notes).toEqual([{ exercise: row.exercise_name, set: null, note: "Day 2 tomorrow" }]);
    const second = (await call(`/api/history/sessions?limit=1&before=${enc(first.nextCursor)}`)).json();
    expect(second.sessions.map((s: Session & { day: number }) => [s.date, s.day, s.notes.length])).toEqual([
      [DAY_1, 1, 0],
    ]);
    expect(second.nextCursor).toBeNull();
  });

  it("pages days of notes alone in date order with lifted days, in one statement a page", async () => {
    const { cookie, call, rows, note, workSet } = await lifter();
    // A row keeps one note (decision 0066): each day's note is on a row of its own.
    expect(rows.length).toBeGreaterThanOrEqual(4);
    for (const [i, date] of NOTE_DAYS.entries()) await note(rows[i] as Row, date, `Note ${i + 1}`);
    await workSet(rows.at(-1) as Row, LIFTED);

    const dates: string[][] = [];
    let before: string | null = null;
    do {
      const url = `/api/history/sessions?limit=2${before ? `&before=${enc(before)}` : ""}`;
      const page = (await call(url)).json() as { sessions: Session[]; nextCursor: string | null };
      dates.push(page.sessions.map((s) => `${s.date} ${s.sets.length} ${s.notes.map((n) => n.note).join()}`));
      before = page.nextCursor;
    } while (before);
    expect(dates).toEqual([
      ["2025-11-25 0 Note 3", "2025-11-21 1 "],
      ["2025-11-19 0 Note 2", "2025-11-17 0 Note 1"],
    ]);

    // A second app on the same database counts the statements that read the lifter's notes.
    let reads = 0;
    const counter: KyselyPlugin = {
      transformQuery: ({ node }) => {
        if (node.kind === "SelectQueryNode" && JSON.stringify(node).includes('"day_notes"')) reads += 1;
        return node;
      },
      transformResult: async ({ result }) => result,
    };
    const app = await buildApp(testConfig(), { ...t.db, db: t.db.db.withPlugin(counter) });
    try {
      await app.ready();
      const readsOf = async (limit: number) => {
        reads = 0;
        const page = await app.inject({
          method: "GET",
          url: `/api/history/sessions?limit=${limit}`,
          headers: { cookie },
        });
        expect(page.json().sessions).toHaveLength(limit);
        return reads;
      };
      // A page of one day of notes reads the notes as often as a page of three.
      expect(await readsOf(4)).toBe(await readsOf(1));
    } finally {
      await app.close();
    }
  });
});
