import { describe, expect, it } from "vitest";
import { BEGINNER_PATH as P, beginnerDay, beginnerLifter } from "../../testing/lifter.js";
import { DIALECTS, callAs, registerUser, useTestApp } from "../../testing/test-app.js";

// An account's own export always imports back (decision 0101): a date of another app's file with
// more exercises than the builder's 12 is one imported day, read by History, exported and imported
// into a fresh account as it was; past an imported day's bound the file is refused in words.

const STRONG_HEADER =
  "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE";
/** A Strong file of one workout on 2025-03-03 with `count` exercises, one set each. */
const strongDay = (count: number) =>
  [
    STRONG_HEADER,
    ...Array.from(
      { length: count },
      (_, i) => `2025-03-03 18:02:11,"Marathon",2h,"Drill-${i + 1}",1,${100 + i},5,0,0,"","",8`,
    ),
  ].join("\n");

const OWN_HEADER =
  "date,program,phase,week,day,exercise,set,reps,rpe,weight_lbs,seconds,exercise_type,status,weight,unit,warm_up,note,exercise_note";

interface Session {
  date: string;
  sets: { exercise: string; reps: number; weight: number }[];
}
/** What History shows of each session: its date and its sets by exercise, reps and weight. */
const shown = (sessions: Session[]) =>
  sessions.map((s) => ({
    date: s.date,
    sets: s.sets.map((x) => `${x.exercise} ${x.reps}×${x.weight}`).sort(),
  }));

describe.each(DIALECTS)("An imported day of more than 12 exercises on %s", (dialect) => {
  const t = useTestApp(dialect);
  const lifter = async () => {
    const { cookie } = await registerUser(t.app);
    return (url: string, payload?: object) => callAs(t.app, cookie, url, payload);
  };

  it("shows a Strong day of 13 exercises in History, and its export imports back the same", async () => {
    const a = await lifter();
    const imported = await a("/api/import/workouts", { format: "strong", csv: strongDay(13) });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ sessions: 1, sets: 13 });
    const history = shown((await a("/api/history/sessions")).json().sessions);
    expect(history).toHaveLength(1);
    expect(history[0]?.sets).toHaveLength(13);
    expect(history[0]?.sets).toContain("Drill-13 5×112");

    const file = (await a("/api/export/everything")).body;
    const b = await lifter();
    const back = await b("/api/import/everything", { json: file });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ sets: 13, sessions: 1 });
    expect(shown((await b("/api/history/sessions")).json().sessions)).toEqual(history);
  });

  it("imports back an imported day of 12 exercises lifted and a 13th with a note alone", async () => {
    const a = await lifter();
    const lines = [
      ...Array.from(
        { length: 12 },
        (_, i) => `2026-03-02,Imported,1,1,1,Drill-${i + 1},1,5,8,100,,,done,100,lb,false,,`,
      ),
      "2026-03-02,Imported,1,1,1,Drill-13,,,,,,,note,,,,,Skipped: rack taken",
    ];
    const csv = [OWN_HEADER, ...lines].join("\n");
    const imported = await a("/api/import/workouts", { format: "ironpath", csv });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ sets: 12, warmUps: 0, notes: 1, exerciseNotes: 1 });
    const b = await lifter();
    const back = await b("/api/import/everything", { json: (await a("/api/export/everything")).body });
    expect(back.statusCode, back.body).toBe(200);
    expect((await b("/api/export/sets")).body).toContain(",Drill-13,,,,,,,note,,,,,Skipped: rack taken");
  });

  it("carries a note typed in the log on an exercise with no set that day through export and import", async () => {
    const a = await beginnerLifter(t.app);
    const [first] = (await beginnerDay<{ exerciseId: string; exercise_name: string }>(a.call, "2026-03-02")).data;
    const note = { exerciseId: first?.exerciseId, set: 0, note: "Rest day: hip sore", date: "2026-03-03" };
    expect((await a.call(`/api/add/userExerciseNote/${P}`, note)).statusCode).toBe(200);
    const b = await lifter();
    const back = await b("/api/import/everything", { json: (await a.call("/api/export/everything")).body });
    expect(back.statusCode, back.body).toBe(200);
    expect((await b("/api/export/sets")).body).toContain(`,${first?.exercise_name},,,,,,,note,,,,,Rest day: hip sore`);
  });

  it("refuses a date of more than 50 exercises in words naming the line and the date, writing nothing", async () => {
    const a = await lifter();
    const refused = await a("/api/import/workouts", { format: "strong", csv: strongDay(51) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(
      "Line 52: 2025-03-03 has more than 50 exercises; an imported day holds at most 50. " +
        "Remove the extra exercises of that date and import the file again.",
    );
    expect((await a("/api/history/sessions")).json().sessions).toEqual([]);
  });
});
