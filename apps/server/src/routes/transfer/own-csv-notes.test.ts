import { describe, expect, it } from "vitest";
import { DIALECTS, callAs, registerUser, useTestApp } from "../../testing/test-app.js";

// An exercise's notes in Ironpath's sets CSV are never lost without a word (decision 0099): two
// different notes on one exercise and date refuse the file, naming the line.

const HEADER =
  "date,program,phase,week,day,exercise,set,reps,rpe,weight_lbs,seconds,exercise_type,status,weight,unit,warm_up,note,exercise_note";
const AT = "2026-03-02,Paired Day,1,1,1";

describe.each(DIALECTS)("An exercise's notes in Ironpath's sets CSV on %s", (dialect) => {
  const t = useTestApp(dialect);

  it("refuses a second note on one exercise and date, naming its line, and writes nothing", async () => {
    const { cookie } = await registerUser(t.app);
    const call = (url: string, payload?: object) => callAs(t.app, cookie, url, payload);
    const csv = [
      HEADER,
      `${AT},Back Squat,1,5,8,185,,weight_reps,done,185,lb,false,,Belt on`,
      `${AT},Back Squat,2,5,8,185,,weight_reps,done,185,lb,false,,Belt on`,
      `${AT},Back Squat,3,5,8,185,,weight_reps,done,185,lb,false,,Left knee sore`,
    ].join("\n");
    const refused = await call("/api/import/workouts", { format: "ironpath", csv });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(
      "Line 4: Back Squat already has a note on 2026-03-02 (line 2); an exercise keeps one note a day. " +
        "Join the two notes on one line and import the file again.",
    );
    expect((await call("/api/history/sessions")).json().sessions).toEqual([]);

    // The same note on two lines is one note: imported.
    const once = await call("/api/import/workouts", {
      format: "ironpath",
      csv: csv.split("\n").slice(0, 3).join("\n"),
    });
    expect(once.statusCode, once.body).toBe(200);
    expect(once.json()).toMatchObject({ sets: 2, notes: 1 });
  });
});
