// History shows the workout as lifted (decision 0093), on a phone (375 px). A lifter's own day:
// squat, bench and row, one set each. In the log they swap the squat for a front squat and group
// the bench with the row; each set saved, History's card says the swap, draws the superset as one
// block (A1, A2) and gives the time taken beside the set count.
import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { artifactPath } from "../support/browser.js";
import { getJson } from "../support/coach.js";
import { screenshotOnFailure } from "../support/expect.js";
import {
  addProgramDay,
  card,
  logSetLine,
  openOwnProgramLog,
  programRow,
  supersetWith,
  swapExercise,
} from "../support/workout-log.js";
import { lifterOnPhone, useAppAndBrowser } from "../support/suite.js";

const PROGRAM = "As Lifted";
const row = (exerciseOrder: number, exerciseName: string) => programRow(exerciseOrder, exerciseName, { sets: "1" });

describe("History shows the workout as lifted", () => {
  const suite = useAppAndBrowser();
  let context: BrowserContext;
  let page: Page;
  let errors: Error[];

  beforeAll(async () => {
    ({ context, page, errors } = await lifterOnPhone(suite, (c) =>
      addProgramDay(c.request, PROGRAM, [row(1, "Back Squat"), row(2, "Barbell Bench Press"), row(3, "Barbell Row")]),
    ));
  });

  it("says the swap, groups the superset and gives the duration", async () => {
    screenshotOnFailure(() => page, "history-as-lifted");
    await openOwnProgramLog(page, PROGRAM);
    await swapExercise(page, "Back Squat", "Front Squat");
    await supersetWith(page, "Barbell Bench Press", "Barbell Row");
    await logSetLine(card(page, "Front Squat"), 1, { reps: 5, rpe: 8, load: 135 }, false);
    await logSetLine(card(page, "A1 · Barbell Bench Press"), 1, { reps: 8, rpe: 8, load: 115 });
    await logSetLine(card(page, "A2 · Barbell Row"), 1, { reps: 8, rpe: 8, load: 95 }, false);

    await page.goto("/history");
    const session = page.getByRole("article", { name: new RegExp(`, ${PROGRAM}$`) });
    await session.getByText("Swapped in for Back Squat", { exact: true }).waitFor();
    await session.getByText("3 sets", { exact: true }).waitFor();
    // Saves are timed to the second by the server: a quick run may start and end in one, and a
    // duration of none is not drawn. The card says what History's answer says.
    const history = await getJson<{ sessions: { program: string; durationSeconds: number | null }[] }>(
      context,
      "/api/history/sessions",
    );
    const seconds = history.sessions.find((s) => s.program === PROGRAM)?.durationSeconds ?? 0;
    const duration = session.getByText(/^Duration (< 1|\d+) min$/);
    if (seconds > 0) await duration.waitFor();
    else await expect(duration.count()).resolves.toBe(0);
    const superset = session.getByRole("region", { name: "Superset A", exact: true });
    await superset.getByText("A1 Barbell Bench Press", { exact: true }).waitFor();
    await superset.getByText("A2 Barbell Row", { exact: true }).waitFor();
    await expect(superset.getByText("Front Squat").count()).resolves.toBe(0);
    await page.screenshot({ path: artifactPath("history-as-lifted-375.png"), fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});
