import { describe, expect, it } from "vitest";
import { DIALECTS, callAs, registerUser, useTestApp } from "../../testing/test-app.js";

// A sets CSV's notes written to harm or to slip past a rule (decision 0099, reviewed): a note alone
// the log would refuse refuses the file and makes nothing, and a second note is refused however its exercise is spelt.

const HEADER =
  "date,program,phase,week,day,exercise,set,reps,rpe,weight_lbs,seconds,exercise_type,status,weight,unit,warm_up,note,exercise_note";
const AT = "2026-03-02,Paired Day,1,1,1";

describe.each(DIALECTS)("Hostile notes in Ironpath's sets CSV on %s", (dialect) => {
  const t = useTestApp(dialect);
  const lifter = async () => {
    const { cookie, id } = await registerUser(t.app);
    return { id, call: (url: string, payload?: object) => callAs(t.app, cookie, url, payload) };
  };

  it("refuses a note alone the log would refuse, naming its line, and makes no exercise or row", async () => {
    const { id, call } = await lifter();
    const csv = [
      HEADER,
      `${AT},Sled Push Drill,,,,,,,note,,,,,${"x".repeat(501)}`,
      `${AT},Sled Pull Drill,,,,,,,note,,,,,bell\u0007ring`,
    ].join("\n");
    const imported = await call("/api/import/workouts", { format: "ironpath", csv });
    expect(imported.statusCode, imported.body).toBe(400);
    expect(imported.json().error).toMatch(/^Line 2: the note on Sled Push Drill is 501 characters/);
    const own = await t.db.db.selectFrom("exercises").select("id").where("owner_user_id", "=", id).execute();
    const programs = await t.db.db.selectFrom("routines").select("id").where("owner_user_id", "=", id).execute();
    expect({ exercises: own.length, programs: programs.length }).toEqual({ exercises: 0, programs: 0 });
  });

  it("refuses a second note on an exercise its file spells two ways, and writes nothing", async () => {
    const { call } = await lifter();
    const csv = [
      HEADER,
      `${AT},Back Squat,1,5,8,185,,weight_reps,done,185,lb,false,,Belt on`,
      `${AT},back squat,,,,,,,note,,,,,Left knee sore`,
    ].join("\n");
    const refused = await call("/api/import/workouts", { format: "ironpath", csv });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(
      "Line 3: Back Squat already has a note on 2026-03-02 (line 2); an exercise keeps one note a day. " +
        "Join the two notes on one line and import the file again.",
    );
    expect((await call("/api/history/sessions")).json().sessions).toEqual([]);
  });

  it("puts a note alone naming another lifter's own exercise on an exercise of the importer's own", async () => {
    const first = await lifter();
    const second = await lifter();
    const csv = (note: string) => [HEADER, `${AT},Sled Push Drill,,,,,,,note,,,,,${note}`].join("\n");
    expect((await first.call("/api/import/workouts", { format: "ironpath", csv: csv("Mine") })).statusCode).toBe(200);
    const before = (await first.call("/api/export/sets")).body;
    const theirs = await second.call("/api/import/workouts", { format: "ironpath", csv: csv("Theirs") });
    expect(theirs.json()).toMatchObject({
      notes: 1,
      exercisesCreated: [{ from: "Sled Push Drill", to: "Sled Push Drill" }],
    });
    expect((await first.call("/api/export/sets")).body).toBe(before);
    expect((await second.call("/api/export/sets")).body).toContain(",Sled Push Drill,,,,,,,note,,,,,Theirs");
  });
});
