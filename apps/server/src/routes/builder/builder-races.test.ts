import { describe, expect, it } from "vitest";
import { DIALECTS, registerUser, useTestApp } from "../../testing/test-app.js";
import { programRow } from "../../testing/lifter.js";

// A lifter deleting a program while another tab writes it: every write takes the lifter's users row
// first, the delete too, so the two wait for each other instead of deadlocking (PostgreSQL once
// answered 503 in about 1 race of 6, and rarely 500 when the program vanished mid-write).

const squat = programRow(1, "Back Squat");
const ROUNDS = 12;

describe.each(DIALECTS)("builder writes racing a delete on %s", (dialect) => {
  const t = useTestApp(dialect);

  it("answers every write 2xx or a 4xx in words, and leaves the program whole or gone", async () => {
    const { cookie } = await registerUser(t.app);
    const post = (url: string, payload: object) => t.app.inject({ method: "POST", url, headers: { cookie }, payload });
    const programName = "Race Plan";
    const day = (n: number) => ({ phase: 1, week: 1, day: n });
    const answers: { what: string; status: number; error?: unknown }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      expect((await post("/api/add/addProgramDay", { programName, ...day(1), programData: [squat] })).statusCode).toBe(
        200,
      );
      const writes = {
        addProgramDay: { programName, ...day(2), programData: [squat] },
        copyProgramDay: { programName, from: day(1), to: [day(3), day(4)] },
        copyProgramWeek: { programName, phase: 1, week: 1, toWeeks: [2, 3] },
        deleteProgram: { programName },
      };
      const settled = await Promise.all(
        Object.entries(writes).map(async ([what, body]) => {
          const res = await post(`/api/add/${what}`, body);
          return { what, status: res.statusCode, error: res.statusCode >= 400 ? res.json().error : undefined };
        }),
      );
      answers.push(...settled);
      // Whatever won, the name is free or the program reads whole: one more delete settles it.
      const cleanup = await post("/api/add/deleteProgram", { programName });
      expect([200, 404]).toContain(cleanup.statusCode);
    }
    const bad = answers.filter((a) => a.status >= 500 || (a.status >= 400 && typeof a.error !== "string"));
    expect(bad).toEqual([]);
    for (const a of answers.filter((x) => x.status >= 400)) {
      expect(a.status, `${a.what}: ${a.error}`).toBe(404);
      expect(a.error).toBe(`You have no program named "${programName}"`);
    }
  });
});
