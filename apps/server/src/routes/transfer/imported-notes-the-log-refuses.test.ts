import { describe, expect, it } from "vitest";
import { BEGINNER_PATH as P, beginnerDay, beginnerLifter } from "../../testing/lifter.js";
import { DIALECTS, callAs, registerUser, useTestApp } from "../../testing/test-app.js";

// Nothing a lifter entered vanishes on an import: a note the log would refuse (docs/product.md: at
// most 500 characters, no control character but tab and line break) refuses the file in words
// naming its line, as a line the import cannot read does (decisions 0099, 0101), and writes nothing.

const HEADER =
  "date,program,phase,week,day,exercise,set,reps,rpe,weight_lbs,seconds,exercise_type,status,weight,unit,warm_up,note,exercise_note";
const AT = "2026-03-02,Paired Day,1,1,1";
const LONG = "x".repeat(501);

interface Row {
  exerciseId: string;
  exercise_name: string;
}

describe.each(DIALECTS)("Imported notes the log would refuse on %s", (dialect) => {
  const t = useTestApp(dialect);
  const lifter = async () => {
    const { cookie } = await registerUser(t.app);
    return (url: string, payload?: object) => callAs(t.app, cookie, url, payload);
  };

  it.each([
    ["a set's note too long", `${AT},Back Squat,1,5,8,185,,weight_reps,done,185,lb,false,${LONG},`, "long"],
    ["an exercise's note too long", `${AT},Back Squat,1,5,8,185,,weight_reps,done,185,lb,false,,${LONG}`, "long"],
    ["a note alone too long", `${AT},Back Squat,,,,,,,note,,,,,${LONG}`, "long"],
    ["a warm-up's note too long", `${AT},Back Squat,1,10,,45,,weight_reps,done,45,lb,true,,${LONG}`, "long"],
    [
      "a set's note with a bell",
      `${AT},Back Squat,1,5,8,185,,weight_reps,done,185,lb,false,bell\u0007ring,`,
      "control",
    ],
    ["a note alone with a bell", `${AT},Back Squat,,,,,,,note,,,,,bell\u0007ring`, "control"],
  ])("the sets CSV refuses %s, naming the line, and writes nothing", async (_, line, kind) => {
    const call = await lifter();
    const csv = [HEADER, `${AT},Bench Press,1,5,8,135,,weight_reps,done,135,lb,false,,Fine`, line].join("\n");
    const refused = await call("/api/import/workouts", { format: "ironpath", csv });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error).toBe(
      kind === "long"
        ? "Line 3: the note on Back Squat is 501 characters; a note holds at most 500. Shorten it and import the file again."
        : "Line 3: the note on Back Squat holds a control character; a note holds none but tabs and line breaks. " +
            "Remove it and import the file again.",
    );
    expect((await call("/api/history/sessions")).json().sessions).toEqual([]);
  });

  it("the sets CSV keeps a note of 500 characters with a tab and a line break, as the log does", async () => {
    const call = await lifter();
    const note = `Belt on\tknee\n${"y".repeat(487)}`;
    expect(note).toHaveLength(500);
    const csv = [HEADER, `${AT},Back Squat,1,5,8,185,,weight_reps,done,185,lb,false,,"${note}"`].join("\n");
    const imported = await call("/api/import/workouts", { format: "ironpath", csv });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ sets: 1, notes: 1, exerciseNotes: 1 });
    const [session] = (await call("/api/history/sessions")).json().sessions;
    expect(session.notes).toEqual([{ exercise: "Back Squat", set: null, note }]);
  });

  it.each([
    ["too long", LONG, "notes.0.note must be at most 500 characters"],
    ["with a control character", "bell\u0007ring", "notes.0.note must not hold control characters"],
  ])("the JSON import refuses a note %s in words, and writes nothing", async (_, note, words) => {
    const a = await beginnerLifter(t.app);
    const [first] = (await beginnerDay<Row>(a.call, "2026-03-02")).data as [Row];
    const set = { exerciseId: first.exerciseId, exercise_name: first.exercise_name, index: 0, reps: 5, rpe: 8 };
    expect(
      (await a.call(`/api/add/advAddUserExerciseData/${P}`, { ...set, weight: 95, date: "2026-03-02" })).statusCode,
    ).toBe(200);
    const saved = await a.call(`/api/add/userExerciseNote/${P}`, {
      exerciseId: first.exerciseId,
      set: 0,
      note: "Belt on",
      date: "2026-03-02",
    });
    expect(saved.statusCode).toBe(200);
    const doc = (await a.call("/api/export/everything")).json();
    expect(doc.notes).toHaveLength(1);
    doc.notes[0].note = note;

    const b = await lifter();
    const refused = await b("/api/import/everything", { json: JSON.stringify(doc) });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error).toBe(`The export cannot be read: ${words}. Nothing was imported.`);
    expect((await b("/api/history/sessions")).json().sessions).toEqual([]);
  });
});
