import { describe, expect, it, vi } from "vitest";
import type * as Extras from "../../services/transfer/own-csv-extras.js";
import { BEGINNER_PATH as P, beginnerDay, beginnerLifter } from "../../testing/lifter.js";
import { DIALECTS, callAs, registerUser, useTestApp } from "../../testing/test-app.js";

// Ironpath's own sets CSV, with warm-ups and a note on an exercise with no set (decision 0110), under
// pressure: two accounts importing it at once, one account importing it twice while saving a set,
// and the server dying as an import writes its last part. Each ends as one clean import, its own.

const crash = vi.hoisted(() => ({ next: false }));
// The server "killed" as the import writes its warm-ups and notes, in its last transaction.
vi.mock("../../services/transfer/own-csv-extras.js", async (importOriginal) => {
  const real = await importOriginal<typeof Extras>();
  return {
    ...real,
    writeOwnExtras: async (...args: Parameters<typeof real.writeOwnExtras>) => {
      if (crash.next) {
        crash.next = false;
        throw new Error("killed");
      }
      return real.writeOwnExtras(...args);
    },
  };
});

interface Row {
  exerciseId: string;
  exercise_name: string;
}
const HEAD =
  "date,program,phase,week,day,exercise,set,reps,rpe,weight_lbs,seconds,exercise_type,status,weight,unit,warm_up,note,exercise_note";
/** The file's lines of sets, warm-ups and notes, in order (the programs' names aside). */
const lines = (csv: string) =>
  csv
    .trim()
    .split(/\r?\n/)
    .slice(1)
    .filter((l) => !l.includes(",not done,"))
    .map((l) => l.split(",").slice(5).join(","))
    .sort();

describe.each(DIALECTS)("The sets CSV imported under pressure, on %s", (dialect) => {
  const t = useTestApp(dialect);
  const account = async () => {
    const { cookie } = await registerUser(t.app);
    return (url: string, payload?: object) => callAs(t.app, cookie, url, payload);
  };

  async function exported() {
    const a = await beginnerLifter(t.app);
    const [first, second] = (await beginnerDay<Row>(a.call, "2026-03-02")).data as [Row, Row];
    const set = { exerciseId: first.exerciseId, exercise_name: first.exercise_name, index: 0, reps: 5, rpe: 8 };
    const saved = await a.call(`/api/add/advAddUserExerciseData/${P}`, { ...set, weight: 95, date: "2026-03-02" });
    expect(saved.statusCode, saved.body).toBe(200);
    const warmUp = { exerciseId: second.exerciseId, index: 0, reps: 5, weight: 45, date: "2026-03-02" };
    expect((await a.call(`/api/add/userWarmUpSet/${P}`, warmUp)).statusCode).toBe(200);
    const note = { exerciseId: second.exerciseId, set: 0, note: "Shoulder / said no", date: "2026-03-02" };
    expect((await a.call(`/api/add/userExerciseNote/${P}`, note)).statusCode).toBe(200);
    return (await a.call("/api/export/sets")).body;
  }

  it("two accounts importing one file at once each get all of it, and only theirs", async () => {
    const csv = await exported();
    const [b, c] = await Promise.all([account(), account()]);
    const answers = await Promise.all([b, c].map((x) => x("/api/import/workouts", { format: "ironpath", csv })));
    for (const r of answers) expect(r.statusCode, r.body).toBe(200);
    for (const r of answers) expect(r.json()).toMatchObject({ sets: 1, warmUps: 1, notes: 1 });
    const [mine, theirs] = await Promise.all([b, c].map(async (x) => (await x("/api/export/sets")).body));
    expect(lines(mine as string)).toEqual(lines(csv));
    expect(lines(theirs as string)).toEqual(lines(csv));
  });

  it("an import racing itself and a set saved meanwhile keeps each once, and the set", async () => {
    const csv = await exported();
    const b = await beginnerLifter(t.app);
    const row = (await beginnerDay<Row>(b.call, "2026-03-03")).data[0] as Row;
    const set = { exerciseId: row.exerciseId, exercise_name: row.exercise_name, index: 0, reps: 3, rpe: 9 };
    const [one, saved, two] = await Promise.all([
      b.call("/api/import/workouts", { format: "ironpath", csv }),
      b.call(`/api/add/advAddUserExerciseData/${P}`, { ...set, weight: 77, date: "2026-03-03" }),
      b.call("/api/import/workouts", { format: "ironpath", csv }),
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(one.statusCode, one.body).toBe(200);
    expect(two.statusCode, two.body).toBe(200);
    const mine = lines((await b.call("/api/export/sets")).body);
    expect(mine.filter((l) => l !== `${row.exercise_name},1,3,9,77,,weight_reps,done,77,lb,false,,`)).toEqual(
      lines(csv),
    );
  });

  it("an import killed as it writes its last part leaves what a second import completes", async () => {
    // Some 1,250 sets: SQLite writes them in transactions of about 1,000 (decision 0036).
    const file = [HEAD];
    for (let d = 0; d < 250; d++) {
      const date = new Date(Date.UTC(2024, 0, 1) + d * 86_400_000).toISOString().slice(0, 10);
      file.push(`${date},P,1,1,1,Back Squat,1,8,,45,,weight_reps,done,45,lb,true,,Warm ${d}`);
      file.push(`${date},P,1,1,1,Deadlift,1,8,,95,,weight_reps,done,95,lb,true,,Only warmed up ${d}`);
      for (let s = 1; s <= 5; s++) file.push(`${date},P,1,1,1,Back Squat,${s},5,8,${100 + s},,weight_reps,done,,lb,,,`);
    }
    const csv = file.join("\r\n");
    const b = await account();
    crash.next = true;
    const killed = await b("/api/import/workouts", { format: "ironpath", csv });
    expect(killed.statusCode).toBe(500);
    const after = lines((await b("/api/export/sets")).body);
    // PostgreSQL writes an import in one transaction: nothing of it is left.
    if (dialect === "postgres") expect(after).toEqual([]);
    const again = await b("/api/import/workouts", { format: "ironpath", csv });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ warmUps: 500, notes: 500 });
    const c = await account();
    expect((await c("/api/import/workouts", { format: "ironpath", csv })).statusCode).toBe(200);
    expect((await b("/api/export/sets")).body).toBe((await c("/api/export/sets")).body);
  });
});
