import { describe, expect, it } from "vitest";
import { BEGINNER_PATH, TODAY, beginnerDay, beginnerLifter } from "../../testing/lifter.js";
import { DIALECTS, useTestApp } from "../../testing/test-app.js";

// A swapped-in exercise is logged as its own kind (decisions 0049, 0053): a barbell exercise
// swapped for a plank asks seconds, and one swapped for a weighted pull-up takes a signed load.

const P = BEGINNER_PATH;

interface Row {
  exerciseId: string;
  exercise_name: string;
  exercise_type: string;
  sets: number;
  reps: string;
  percent1RM: string | null;
  weight: number | null;
}

describe.each(DIALECTS)("a swapped-in exercise's kind on %s", (dialect) => {
  const t = useTestApp(dialect);

  async function lifter() {
    const { call } = await beginnerLifter(t.app);
    const day = async () => (await beginnerDay<Row>(call)).data;
    const choice = async (name: string) => {
      const res = await call(`/api/query/dayExerciseChoices/${P}`);
      return (res.json().choices as { id: string; name: string }[]).find((c) => c.name === name) as { id: string };
    };
    return { call, day, choice };
  }

  it("logs seconds for a barbell exercise swapped for a plank, and refuses reps and weight", async () => {
    const { call, day, choice } = await lifter();
    const [first] = (await day()) as [Row];
    expect(first.exercise_type).toBe("weight_reps");
    const plank = await choice("Plank");
    const swap = await call(`/api/add/swapDayExercise/${P}`, { exerciseId: first.exerciseId, to: plank.id });
    expect(swap.statusCode, swap.body).toBe(200);
    const swapped = (await day())[0] as Row;
    expect(swapped).toMatchObject({ exercise_name: "Plank", exercise_type: "timed" });

    const set = { index: 0, exerciseId: first.exerciseId, exercise_name: "Plank", rpe: 8 };
    const asReps = await call(`/api/add/advAddUserExerciseData/${P}`, { ...set, reps: 8, weight: 135 });
    expect(asReps.statusCode, asReps.body).toBe(400);
    const asHold = await call(`/api/add/advAddUserExerciseData/${P}`, { ...set, reps: 1, weight: 0, seconds: 45 });
    expect(asHold.statusCode, asHold.body).toBe(200);

    const sets = (await call("/api/history/sessions")).json().sessions[0].sets;
    expect(sets).toMatchObject([{ exercise: "Plank", reps: 1, seconds: 45, weight: 0, exerciseType: "timed" }]);
    const csv = (await call("/api/export/sets")).body.trim().split(/\r?\n/);
    expect(csv[1]?.split(",").slice(5)).toEqual([
      "Plank",
      "1",
      "1",
      "8",
      "0",
      "45",
      "timed",
      "done",
      "0",
      "lb",
      "false",
      "",
      "",
    ]);
  });

  it("prescribes a hold swapped in or added its own seconds, never the row's reps (decision 0076)", async () => {
    const { call, day, choice } = await lifter();
    const [first] = (await day()) as [Row];
    expect(first.reps).not.toBe("45");
    const plank = await choice("Plank");
    await call(`/api/add/swapDayExercise/${P}`, { exerciseId: first.exerciseId, to: plank.id });
    expect((await day())[0]).toMatchObject({ exercise_type: "timed", reps: "45", percent1RM: null, weight: null });

    // A reps-only exercise counts reps as the row did, and is given no load.
    const crunch = await choice("Crunch");
    await call(`/api/add/swapDayExercise/${P}`, { exerciseId: first.exerciseId, to: crunch.id });
    expect((await day())[0]).toMatchObject({ exercise_type: "reps_only", reps: first.reps, weight: null });

    // A plank added to the day holds for seconds too, not its 8-12 reps.
    const added = await call(`/api/add/addDayExercise/${P}`, { phase: 1, week: 1, day: 1, exercise: plank.id });
    expect(added.statusCode, added.body).toBe(200);
    const row = (await day()).find((r) => r.exerciseId === added.json().exerciseId);
    expect(row).toMatchObject({ exercise_name: "Plank", exercise_type: "timed", reps: "45", sets: 3 });
  });

  it("writes a hold into the lifter's own program with its seconds when asked to keep the change", async () => {
    const { call, choice } = await lifter();
    const programData = [{ exerciseOrder: 1, exerciseName: "Barbell Row", warmUp: "", sets: "3", reps: "8" }].map(
      (r) => ({ ...r, rpe: "", percent1RM: "", rest: "2", notes: "" }),
    );
    await call("/api/add/addProgramDay", { programName: "Core Day", phase: 1, week: 1, day: 1, programData });
    const C = encodeURIComponent("Core Day");
    const [row] = (await call(`/api/query/nextExerciseDay/${TODAY}/${C}`)).json().data as [Row];
    const plank = await choice("Side Plank");
    const swap = await call(`/api/add/swapDayExercise/${C}`, {
      exerciseId: row.exerciseId,
      to: plank.id,
      alsoProgram: true,
    });
    expect(swap.statusCode, swap.body).toBe(200);
    const built = (await call(`/api/query/userCreatedExerciseDay/${C}/1/1/1`)).json().exercises;
    expect(built).toMatchObject([{ exercise_name: "Side Plank", reps: "30" }]);
  });

  it("takes a signed load for an exercise swapped for a weighted pull-up", async () => {
    const { call, day, choice } = await lifter();
    const [first] = (await day()) as [Row];
    const pullUp = await choice("Weighted Pull-Up");
    await call(`/api/add/swapDayExercise/${P}`, { exerciseId: first.exerciseId, to: pullUp.id });
    expect(((await day())[0] as Row).exercise_type).toBe("bodyweight_load");
    const set = { index: 0, exerciseId: first.exerciseId, exercise_name: "Weighted Pull-Up", reps: 5, rpe: 8 };
    const assisted = await call(`/api/add/advAddUserExerciseData/${P}`, { ...set, weight: -40 });
    expect(assisted.statusCode, assisted.body).toBe(200);
    // Swapped back to what is written, the row takes weight × reps again.
    await call(`/api/add/removeUserExerciseSet/${P}`, { exerciseId: first.exerciseId, index: 0 });
    await call(`/api/add/swapDayExercise/${P}`, { exerciseId: first.exerciseId, to: null });
    expect(((await day())[0] as Row).exercise_type).toBe("weight_reps");
  });
});
