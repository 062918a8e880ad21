import { BARBELL_EXERCISES, BODYWEIGHT_EXERCISES } from "@ironpath/domain/training/strength/exercise-kind";
import type { ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { describe, expect, it } from "vitest";
import { CATALOGUE } from "../../db/seed/exercises.js";
import { countingApp, DIALECTS, registerUser, useTestApp } from "../../testing/test-app.js";

// The next day's loads come from the lifter's own numbers (issue 11): a linear program steps up
// after a successful session and repeats after a missed rep, a %1RM row takes the logged e1RM over
// the profile's 1RM, bodyweight rows carry no load, and nobody's sets move anyone else's load.

const BEGINNER = "Beginner Linear Progression 3-Day";
const POWERLIFTING = "Powerlifting Peaking Block";
const PPL = "Push/Pull/Legs Hypertrophy 6-Day";
const enc = encodeURIComponent;
const DAY_1 = "2026-03-02";
const DAY_2 = "2026-03-04";
/** A chosen day (no date in its path) reads the e1RM window up to the server's today. */
const TODAY = new Date().toISOString().slice(0, 10);

describe("the catalogue and the domain's exercise lists", () => {
  it("names only catalogue exercises as barbell or bodyweight lifts", () => {
    const names = new Set(CATALOGUE.map((e) => e.name));
    for (const name of [...BARBELL_EXERCISES, ...BODYWEIGHT_EXERCISES]) expect(names, name).toContain(name);
  });
});

describe.each(DIALECTS)("loads that progress on %s", (dialect) => {
  const t = useTestApp(dialect);

  const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });
  const post = async (url: string, payload: object, cookie: string) => {
    const res = await t.app.inject({ method: "POST", url, payload, headers: { cookie } });
    expect(res.statusCode, res.body).toBe(200);
  };
  const nextDay = async (cookie: string, date: string, program = BEGINNER) => {
    const res = await get(`/api/query/nextExerciseDay/${date}/${enc(program)}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: ExerciseRow[]; phase_id: number; week_id: number; day_id: number };
  };
  const row = (day: { data: ExerciseRow[] }, name: string) => {
    const found = day.data.find((r) => r.exercise_name === name);
    if (!found) throw new Error(`${name} is not on the day`);
    return found;
  };
  const logQuick = (
    cookie: string,
    program: string,
    r: ExerciseRow,
    reps: number,
    rpe: number,
    weight: number,
    date: string,
  ) =>
    post(
      `/api/add/addUserExerciseData/${enc(program)}`,
      { exerciseId: r.exerciseId, exercise_name: r.exercise_name, actualReps: reps, actualRpe: rpe, weight, date },
      cookie,
    );
  /** Sets lifted at one `weight`, typed "reps@rpe" each: sets(225, "5@7 5@8") */
  const sets = (weight: number, typed: string) =>
    typed.split(" ").map((set): [number, number, number] => {
      const [reps, rpe] = set.split("@").map(Number);
      return [reps as number, rpe as number, weight];
    });
  const logSets = async (
    cookie: string,
    program: string,
    r: ExerciseRow,
    sets: [number, number, number][],
    date: string,
  ) => {
    for (const [index, [reps, rpe, weight]] of sets.entries()) {
      const body = { index, exerciseId: r.exerciseId, exercise_name: r.exercise_name, reps, rpe, weight, date };
      await post(`/api/add/advAddUserExerciseData/${enc(program)}`, body, cookie);
    }
  };

  it("suggests day 1's squat + 10 lb on day 2 after every set reached its reps", async () => {
    const { cookie } = await registerUser(t.app);
    const day1 = await nextDay(cookie, DAY_1);
    expect(row(day1, "Back Squat")).toMatchObject({ weight: null, suggestionBasis: null, plates: null });
    await logSets(cookie, BEGINNER, row(day1, "Back Squat"), sets(225, "5@7 5@7 5@8"), DAY_1);
    await logQuick(cookie, BEGINNER, row(day1, "Barbell Bench Press"), 5, 8, 135, DAY_1);

    const day2 = await nextDay(cookie, DAY_2);
    expect(day2).toMatchObject({ phase_id: 1, week_id: 1, day_id: 2 });
    const squat = row(day2, "Back Squat");
    expect(squat).toMatchObject({ weight: 235, suggestionBasis: "linear-step", oneRepMax: null });
    expect(squat.plates).toEqual({ bar: 45, perSide: [45, 45, 5], loaded: 235, exact: true });
    expect(squat.plan.warmUps.map((w) => w.weight)).toEqual([45, 105, 170]);
    expect(squat.plan.sets).toEqual([
      { set: 1, suggested: 235, last: { weight: 225, reps: 5, rpe: 7 } },
      { set: 2, suggested: 235, last: { weight: 225, reps: 5, rpe: 7 } },
      { set: 3, suggested: 235, last: { weight: 225, reps: 5, rpe: 8 } },
    ]);
    // Day 1's own sets do not move day 1's suggestion while it is shown again.
    const again = (await get(`/api/query/exercises/${enc(BEGINNER)}/1/1/1`, cookie)).json();
    expect(row(again, "Back Squat").weight).toBeNull();
    expect(row(again, "Back Squat").logged).toMatchObject({ weight: 225 });
  });

  it("repeats the load after a missed rep, and steps an upper-body lift by 5 lb", async () => {
    const { cookie } = await registerUser(t.app);
    const day1 = await nextDay(cookie, DAY_1);
    await logSets(cookie, BEGINNER, row(day1, "Back Squat"), sets(225, "5@8 5@9 4@10"), DAY_1);
    await logQuick(cookie, BEGINNER, row(day1, "Barbell Row"), 5, 8, 135, DAY_1);
    const day2 = await nextDay(cookie, DAY_2);
    expect(row(day2, "Back Squat")).toMatchObject({ weight: 225, suggestionBasis: "last-weight" });
    // Day 3 is workout A again: the row steps 5 lb (upper body).
    await logQuick(cookie, BEGINNER, row(day2, "Back Squat"), 5, 9, 225, DAY_2);
    const day3 = await nextDay(cookie, "2026-03-06");
    expect(day3.day_id).toBe(3);
    expect(row(day3, "Barbell Row")).toMatchObject({ weight: 140, suggestionBasis: "linear-step" });
    expect(row(day3, "Back Squat")).toMatchObject({ weight: 235, suggestionBasis: "linear-step" });
  });

  it("carries a chin-up's load on the body forward, never a plate or a ramp, and no load for a knee raise", async () => {
    const { cookie } = await registerUser(t.app);
    const day1 = await nextDay(cookie, DAY_1);
    await logQuick(cookie, BEGINNER, row(day1, "Chin-Up"), 8, 9, 25, DAY_1);
    const week2 = (await get(`/api/query/exercises/${enc(BEGINNER)}/1/2/2`, cookie)).json();
    // A chin-up with a 25 lb belt is +25 next time too (decision 0053); a knee raise has no load.
    const chinUp = row(week2, "Chin-Up");
    expect(chinUp).toMatchObject({ exercise_type: "bodyweight_load", plates: null });
    expect(chinUp.weight).toBeGreaterThanOrEqual(25);
    expect(chinUp.plan.warmUps).toEqual([]);
    const raise = row(week2, "Hanging Knee Raise");
    expect(raise).toMatchObject({ exercise_type: "reps_only", weight: null, suggestionBasis: null, plates: null });
    expect(raise.plan.sets.every((s) => s.suggested === null)).toBe(true);
    expect(chinUp.plan.sets[0]?.last).toEqual({ weight: 25, reps: 8, rpe: 9 });
  });

  it("takes a %1RM load from the logged e1RM over the profile's 1RM, and a pause variation's from the competition lift", async () => {
    const { cookie } = await registerUser(t.app);
    const info = {
      ...{ firstName: "Ana", lastName: "Lift", gender: "female", weight: "150", heightFt: "5", heightIn: "6" },
      ...{
        age: "30",
        yearsLifting: "3",
        deadlift1RM: "400",
        squat1RM: "400",
        bench1RM: "200",
        overheadPress1RM: "120",
      },
    };
    await post("/api/add/user_info", info, cookie);
    const before = row(await nextDay(cookie, DAY_1, POWERLIFTING), "Back Squat");
    // Phase 1 week 1 day 1: 4 × 8 at 67.5 %
    expect(before).toMatchObject({ percent1RM: "67.5", weight: 270, suggestionBasis: "profile-1rm", oneRepMax: 400 });

    // Squats and deadlifts logged in another program: 225 × 5 @ 8 is an e1RM of 277.4; 315 × 5 @ 8 is 388.4.
    const lp = await nextDay(cookie, DAY_1);
    await logQuick(cookie, BEGINNER, row(lp, "Back Squat"), 5, 8, 225, TODAY);
    const lpDay2 = (await get(`/api/query/exercises/${enc(BEGINNER)}/1/1/2`, cookie)).json();
    await logQuick(cookie, BEGINNER, row(lpDay2, "Deadlift"), 5, 8, 315, TODAY);

    const after = row(await nextDay(cookie, TODAY, POWERLIFTING), "Back Squat");
    expect(after).toMatchObject({ weight: 185, suggestionBasis: "e1rm", oneRepMax: 277.4 }); // 187.3
    const day4 = (await get(`/api/query/exercises/${enc(POWERLIFTING)}/1/1/4`, cookie)).json();
    // Pause Deadlift at 60 % of the deadlift's e1RM: 233.0 → 230.
    expect(row(day4, "Pause Deadlift")).toMatchObject({ percent1RM: "60", weight: 230, suggestionBasis: "e1rm" });
    // No bench logged: the paused bench still takes the profile's bench 1RM (65 % of 200).
    expect(row(day4, "Pause Barbell Bench Press")).toMatchObject({ weight: 130, suggestionBasis: "profile-1rm" });
  });

  it("adds the step to a rep range once every set reached its top (double progression)", async () => {
    const { cookie } = await registerUser(t.app);
    const day1 = await nextDay(cookie, DAY_1, PPL);
    const bench = row(day1, "Barbell Bench Press");
    expect(bench).toMatchObject({ reps: "6-10", rpe: "7" });
    await logSets(cookie, PPL, bench, sets(185, "10@7 10@7 10@7"), DAY_1);
    await logSets(cookie, PPL, row(day1, "Incline Dumbbell Press"), sets(60, "12@8 11@8 10@8"), DAY_1);
    const week2 = (await get(`/api/query/exercises/${enc(PPL)}/1/2/1`, cookie)).json();
    expect(row(week2, "Barbell Bench Press")).toMatchObject({ weight: 190, suggestionBasis: "double-progression" });
    expect(row(week2, "Incline Dumbbell Press")).toMatchObject({
      weight: 60,
      suggestionBasis: "last-weight",
      plates: null,
    });
  });

  it("never lets another user's sets move my suggestion", async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    for (const [user, weight] of [
      [a, 315],
      [b, 135],
    ] as const) {
      const day1 = await nextDay(user.cookie, DAY_1);
      await logQuick(user.cookie, BEGINNER, row(day1, "Back Squat"), 5, 8, weight, DAY_1);
    }
    expect(row(await nextDay(a.cookie, DAY_2), "Back Squat").weight).toBe(325);
    expect(row(await nextDay(b.cookie, DAY_2), "Back Squat").weight).toBe(145);
    const c = await registerUser(t.app);
    expect(row(await nextDay(c.cookie, DAY_2), "Back Squat").weight).toBeNull();
  });

  it("loads a new lifter's first day from the profile's 1RMs through the RPE chart", async () => {
    const { cookie } = await registerUser(t.app);
    const info = {
      ...{ firstName: "Ana", lastName: "Lift", gender: "female", weight: "150", heightFt: "5", heightIn: "6" },
      ...{ age: "30", yearsLifting: "1", deadlift1RM: "315", squat1RM: "265", bench1RM: "185", overheadPress1RM: null },
    };
    await post("/api/add/user_info", info, cookie);
    const day1 = await nextDay(cookie, DAY_1);
    // 5 reps at the low end of RPE 6-7: 265 × RTS[5 @ 6] 0.762 = 201.9 → 200; 185 × 0.762 = 141.0 → 140.
    expect(row(day1, "Back Squat")).toMatchObject({ weight: 200, suggestionBasis: "profile-1rm", oneRepMax: 265 });
    expect(row(day1, "Barbell Bench Press")).toMatchObject({ weight: 140, suggestionBasis: "profile-1rm" });
    // Not a profile lift: nothing to go on until it is logged.
    expect(row(day1, "Barbell Row").weight).toBeNull();
    // Once logged, the lifter's own numbers lead.
    await logQuick(cookie, BEGINNER, row(day1, "Back Squat"), 5, 7, 185, DAY_1);
    expect(row(await nextDay(cookie, DAY_2), "Back Squat")).toMatchObject({
      weight: 195,
      suggestionBasis: "linear-step",
    });
  });

  it("answers the next day in a handful of statements, history or not", async () => {
    const { cookie } = await registerUser(t.app);
    const day1 = await nextDay(cookie, DAY_1);
    for (const r of day1.data) await logQuick(cookie, BEGINNER, r, 5, 8, 100, DAY_1);
    const counted = await countingApp(t.db);
    try {
      const ask = () =>
        counted.app.inject({ url: `/api/query/nextExerciseDay/${DAY_2}/${enc(BEGINNER)}`, headers: { cookie } });
      // The first answer remembers the day shown (a write): the second is read again, not kept.
      await ask();
      counted.reset();
      const res = await ask();
      expect(res.statusCode).toBe(200);
      // Session, position with the shown day and the days the lifter changed (none: the day's
      // changes are not read, decision 0096), each lift's records with the day's entries, its
      // warm-ups and notes, the last sessions' notes and the units the lifter gave the day's
      // exercises (decisions 0066, 0082, 0085), and the profile's 1RMs: day 2 brings the overhead
      // press and the deadlift, never logged, whose first load may come from them. The program's
      // name was looked up by the first ask, and holds while the lifter's programs do (decision 0027).
      expect(counted.statements()).toBe(4);
      // Nothing written since: the kept answer, after the session check alone (decision 0023).
      counted.reset();
      expect((await ask()).body).toBe(res.body);
      expect(counted.statements()).toBe(1);
      // Mid-workout, after a set of day 2: the unfinished day is read once, to see it is
      // unfinished and to show it.
      const day2 = JSON.parse(res.body);
      await logQuick(cookie, BEGINNER, day2.data[0], 5, 8, 100, DAY_2);
      counted.reset();
      const again = await ask();
      expect(again.json().data.map((r: ExerciseRow) => r.exercise_name)).toEqual(
        day2.data.map((r: ExerciseRow) => r.exercise_name),
      );
      expect(again.json().data[0].logged).toMatchObject({ actualReps: 5, weight: 100 });
      expect(counted.statements()).toBe(4);
      // A day the lifter changed (decision 0049): its changes are read too, one statement more.
      const skip = await t.app.inject({
        method: "POST",
        url: `/api/add/skipDayExercise/${enc(BEGINNER)}`,
        headers: { cookie },
        payload: { exerciseId: day2.data[1].exerciseId, skipped: true },
      });
      expect(skip.statusCode, skip.body).toBe(200);
      counted.reset();
      const skipped = await ask();
      expect(skipped.json().data[1].change).toEqual({ skipped: true, added: false, swappedFrom: null });
      expect(counted.statements()).toBe(5);
    } finally {
      await counted.app.close();
    }
  });
});
