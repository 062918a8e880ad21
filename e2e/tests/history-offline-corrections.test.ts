// History with the signal lost while it is open (decision 0110: every save through the outbox runs
// whatever the network): a lifter corrects one set and deletes another in the basement. Each shows
// at once as done, waits on the phone, and reaches the server when the signal returns, as the
// History list showed it.
import type { APIRequestContext, BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { artifactPath } from "../support/browser.js";
import { eventually, screenshotOnFailure } from "../support/expect.js";
import { keptOnPhone } from "../support/offline.js";
import { expectToast, field } from "../support/screen.js";
import { lifterOnPhone, useAppAndBrowser } from "../support/suite.js";

const PROGRAM = "Beginner Linear Progression 3-Day";
const DAY_ONE = "2026-03-02";
const TODAY = new Date("2026-03-04T14:00:00Z");
const enc = encodeURIComponent;

/** Adds the program and logs three advanced squat sets of its day 1 on DAY_ONE. */
async function logSquats(api: APIRequestContext): Promise<void> {
  const ok = async (response: Promise<{ status(): number; text(): Promise<string> }>) => {
    const res = await response;
    expect(res.status(), await res.text()).toBeLessThan(300);
  };
  await ok(api.post("/api/query/add_program", { data: { userId: "", selectedRoutine: PROGRAM } }));
  const day = await (await api.get(`/api/query/exercises/${enc(PROGRAM)}/1/1/1`)).json();
  const squat = (day.data as { exerciseId: string; exercise_name: string }[]).find(
    (r) => r.exercise_name === "Back Squat",
  );
  if (!squat) throw new Error("no Back Squat on day 1");
  for (const [index, weight] of [200, 205, 210].entries()) {
    const set = { index, exercise_name: squat.exercise_name, exerciseId: squat.exerciseId, reps: 5, rpe: 8, weight };
    await ok(api.post(`/api/add/advAddUserExerciseData/${enc(PROGRAM)}`, { data: { ...set, date: DAY_ONE } }));
  }
}

describe("History's corrections and deletes with no signal", () => {
  const suite = useAppAndBrowser();
  let context: BrowserContext;
  let page: Page;
  let errors: Error[];

  beforeAll(async () => {
    ({ context, page, errors } = await lifterOnPhone(suite, async (c) => {
      await c.clock.setFixedTime(TODAY);
      await logSquats(c.request);
    }));
  });

  it("keeps a correction and a delete made offline, and the server ends as History showed", async () => {
    screenshotOnFailure(() => page, "history-offline");
    await page.goto("/history");
    const dayOne = page.getByRole("article", { name: `Mon, Mar 2, 2026, ${PROGRAM}`, exact: true });
    await dayOne.getByText("5 reps · RPE 8 · 210 lbs", { exact: true }).waitFor();
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    // History's first page is kept on the phone a second after it shows (decision 0043): wait for it.
    await eventually(async () => expect(await keptOnPhone(page, '"sessions"')).toBe(true), { timeout: 15_000 });
    await context.setOffline(true);
    // The banner says what the corrections below do: shown at once, sent later (not "wait").
    await page.reload();
    await page
      .getByText(
        "Your sessions as History last showed them with a signal. A correction or a delete shows at once and is " +
          "sent when the signal returns; sets saved since and older sessions show then.",
        { exact: true },
      )
      .waitFor();

    await dayOne.getByRole("button", { name: "Edit Back Squat, set 1, Mon, Mar 2, 2026" }).click();
    const dialog = page.getByRole("dialog", { name: "Correct Back Squat, set 1" });
    await field(dialog, "Weight (lbs)").fill("195");
    await dialog.getByRole("button", { name: "Save" }).click();
    await dialog.waitFor({ state: "detached" });
    await expectToast(page, "Saved: Back Squat, set 1, 5 reps · RPE 8 · 195 lbs");
    await dayOne.getByText("5 reps · RPE 8 · 195 lbs", { exact: true }).waitFor();

    await dayOne.getByRole("button", { name: "Edit Back Squat, set 3, Mon, Mar 2, 2026" }).click();
    const third = page.getByRole("dialog", { name: "Correct Back Squat, set 3" });
    await third.getByRole("button", { name: "Delete this set" }).click();
    await page.getByRole("dialog", { name: "Delete this set?" }).getByRole("button", { name: "Delete set" }).click();
    await expectToast(page, "Deleted: Back Squat, set 3");
    await page.getByText("2 saves kept on this phone, waiting to sync").waitFor();
    await page.screenshot({ path: artifactPath("history-offline-375.png") });

    await context.setOffline(false);
    await page.getByText(/waiting to sync/).waitFor({ state: "detached", timeout: 60_000 });
    type Set = { exercise: string; reps: number; rpe: number; weight: number };
    await eventually(async () => {
      const sessions = (await (await page.request.get("/api/history/sessions")).json()).sessions;
      const squats = sessions
        .flatMap((s: { sets: Set[] }) => s.sets)
        .filter((s: Set) => s.exercise === "Back Squat")
        .map((s: Set) => s.weight);
      expect(squats).toEqual([195, 205]);
    });
    expect(errors).toEqual([]);
  });
});
