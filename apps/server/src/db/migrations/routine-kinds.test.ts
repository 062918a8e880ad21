import { readFileSync } from "node:fs";
import type { Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { DIALECTS, registerUser, useTestApp } from "../../testing/test-app.js";
import * as routineKinds from "./2026-12-02-routine-kinds.js";

// Imports made before routines had a kind were programs to run ("Phase 1 · Week 11 · Day 2" under
// Your Personal Programs): the migration moves them to history, and only them (decision 0051).
const strong = readFileSync(new URL("../../testing/fixtures/strong.csv", import.meta.url), "utf8");

describe.each(DIALECTS)("the routine-kinds migration on %s", (dialect) => {
  const t = useTestApp(dialect);

  it("moves existing imports to history and leaves programs that only look like one", async () => {
    const { db } = t.db;
    const { cookie, id: userId } = await registerUser(t.app);
    const imported = await t.app.inject({
      method: "POST",
      url: "/api/import/workouts",
      payload: { format: "strong", csv: strong },
      headers: { cookie },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    // As the database was before: no kinds, so every routine of the lifter's is a program.
    await routineKinds.down(db as unknown as Kysely<unknown>);
    const exercise = await db.selectFrom("exercises").select("id").executeTakeFirstOrThrow();
    const routine = async (name: string, notes: string[]) => {
      const id = `r-${name}`;
      await db
        .insertInto("routines")
        .values({
          id,
          name,
          description: "",
          owner_user_id: userId,
          display_order: 0,
          retired: 0,
          created_at: "2026-01-01T00:00:00Z",
        })
        .execute();
      for (const [i, note] of notes.entries()) {
        await db
          .insertInto("routine_rows")
          .values({
            id: `${id}-${i}`,
            routine_id: id,
            phase: 1,
            week: 1,
            day: i + 1,
            exercise_order: 1,
            exercise_id: exercise.id,
            warm_up_sets: 0,
            sets: 3,
            reps: "5",
            rpe: null,
            percent_1rm: null,
            min_rest: 0,
            max_rest: 0,
            notes: note,
            retired: 0,
          })
          .execute();
      }
    };
    await routine("Imported from Hevy 2023 (imported)", ["From Hevy: Legs", "From Hevy: Push + Pull"]);
    // The lifter built it under an import's name, or added a day of their own to an import.
    await routine("Imported from Strong 2024", ["Heavy day"]);
    await routine("Imported from Hevy 2022", ["From Hevy: Legs", "my extra day"]);
    await routine("Imported from Strong 2021", ["From Hevy: Legs"]);

    await routineKinds.up(db as unknown as Kysely<unknown>);

    const kinds = await db
      .selectFrom("routines")
      .select(["name", "kind"])
      .where("owner_user_id", "=", userId)
      .orderBy("name")
      .execute();
    expect(kinds).toEqual([
      { name: "Imported from Hevy 2022", kind: "program" },
      { name: "Imported from Hevy 2023 (imported)", kind: "history" },
      { name: "Imported from Strong 2021", kind: "program" },
      { name: "Imported from Strong 2024", kind: "program" },
      { name: "Imported from Strong 2025", kind: "history" },
    ]);
    const listed = await t.app.inject({ url: "/api/query/user_created_programs", headers: { cookie } });
    expect(
      listed
        .json()
        .data.map((p: { routine_name: string }) => p.routine_name)
        .sort(),
    ).toEqual(["Imported from Hevy 2022", "Imported from Strong 2021", "Imported from Strong 2024"]);
    const history = await t.app.inject({ url: "/api/history/sessions", headers: { cookie } });
    expect(history.json().sessions.map((s: { workout: string }) => s.workout)).toEqual([
      "Lower B",
      "Upper A",
      "Lower A",
    ]);
    // A program may now share an imported history's name: names are unique per kind.
    const built = await t.app.inject({
      method: "POST",
      url: "/api/add/addProgramDay",
      headers: { cookie },
      payload: {
        programName: "Imported from Strong 2025",
        phase: 1,
        week: 1,
        day: 1,
        programData: [
          {
            exerciseOrder: 1,
            exerciseName: "Back Squat",
            warmUp: "1",
            sets: "3",
            reps: "5",
            rpe: "8",
            percent1RM: "",
            rest: "3-5",
            notes: "",
          },
        ],
      },
    });
    expect(built.statusCode, built.body).toBe(200);
  });
});
