import { describe, expect, it } from "vitest";
import { BEGINNER_PATH, beginnerDay, beginnerLifter } from "../../testing/lifter.js";
import { DIALECTS, useTestApp } from "../../testing/test-app.js";

// A swapped-in exercise is logged as its own kind (decisions 0049, 0053): a barbell exercise
// swapped for a plank asks seconds, and one swapped for a weighted pull-up takes a signed load.

const P = BEGINNER_PATH;

interface Row {
  exerciseId: string;
  exercise_name: string;
  exercise_type: string;
  sets: number;
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
    ]);
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
