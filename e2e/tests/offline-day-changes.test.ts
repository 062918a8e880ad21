// Changing the day with no signal, on a phone (375 px; decision 0113). A lifter in a basement gym
// loses the signal mid-workout, skips the row, swaps the squat for the leg press and logs two sets
// of it, adds a curl and logs a set of it (0121); a reload with no signal still shows all of it.
// When the signal returns, the server ends with exactly the day the screen showed: the row skipped,
// the leg press instead of the squat, its two sets, the curl added with its set, each made once.
import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { artifactPath } from "../support/browser.js";
import { lowContrastTexts } from "../support/contrast.js";
import { eventually, screenshotOnFailure } from "../support/expect.js";
import { keptOnPhone, readyForNoSignal } from "../support/offline.js";
import { lifterOnPhone, useAppAndBrowser } from "../support/suite.js";
import { addProgramDay, card, openOwnProgramLog, programRow, setField } from "../support/workout-log.js";

const PROGRAM = "Basement Day";
/** A day also logged on another device while the phone has no signal. */
const SHARED = "Shared Rack";

const row = (exerciseOrder: number, exerciseName: string, sets: string) =>
  programRow(exerciseOrder, exerciseName, { warmUp: "0", sets, reps: "8", rpe: "8", rest: "2-3" });

/** The leg press's two sets, as typed: [set, reps, rpe, weight]. */
const LEG_PRESS = [
  [1, 10, 7, 270],
  [2, 9, 8, 290],
] as const;

/** The curl added with no signal, its one set: [set, reps, rpe, weight]. */
const CURL = [1, 12, 8, 30] as const;

interface ServerRow {
  exerciseId: string;
  exercise_name: string;
  change?: { skipped: boolean; added: boolean; swappedFrom: string | null } | null;
  logged_sets: { set: number | null; actualReps: number; actualRpe: number | null; weight: number }[];
}

async function change(page: Page, name: string, action: string): Promise<void> {
  await card(page, name)
    .getByRole("button", { name: `Change ${name}` })
    .click();
  await card(page, name)
    .getByRole("group", { name: `Change ${name}` })
    .getByRole("button", { name: action })
    .click();
}

/** The pending cards' names, top to bottom. */
const cardNames = (page: Page) =>
  page.locator("article").evaluateAll((cards) => cards.map((c) => c.querySelector("h2,h3")?.textContent ?? ""));

describe("changing the day with no signal", () => {
  const suite = useAppAndBrowser();
  let context: BrowserContext;
  let page: Page;
  let errors: Error[];

  beforeAll(async () => {
    const programData = [row(1, "Back Squat", "3"), row(2, "Barbell Bench Press", "3"), row(3, "Barbell Row", "3")];
    const prepare = async (c: BrowserContext) => {
      await addProgramDay(c.request, PROGRAM, programData);
      await addProgramDay(c.request, SHARED, [row(1, "Back Squat", "3"), row(2, "Barbell Bench Press", "3")]);
    };
    ({ context, page, errors } = await lifterOnPhone(suite, prepare, { timeout: 20_000 }));
  });

  it("skips, swaps and logs offline, keeps it through a reload, and the server ends with what was shown", async () => {
    screenshotOnFailure(() => page, "offline-day-changes");
    await openOwnProgramLog(page, PROGRAM);
    await readyForNoSignal(page);
    // What a swap may pick is read while there is signal, and kept on the phone.
    await eventually(async () => expect(await keptOnPhone(page, "Leg Press")).toBe(true), { timeout: 15_000 });

    await context.setOffline(true);
    await page.getByText("You are offline").waitFor();
    await change(page, "Barbell Row", "Skip");
    await page.getByRole("region", { name: "Skipped" }).getByText("Barbell Row", { exact: true }).waitFor();

    await change(page, "Back Squat", "Swap…");
    const dialog = page.getByRole("dialog", { name: "Swap Back Squat" });
    await dialog.getByRole("textbox", { name: "Search by name" }).fill("leg press");
    // Sorted by name: "Leg Press" comes before its longer namesakes.
    await dialog
      .getByRole("button", { name: /^Leg Press/ })
      .first()
      .click();
    const legPress = card(page, "Leg Press");
    await legPress.getByText("Instead of Back Squat", { exact: true }).waitFor();
    await expect(card(page, "Back Squat").count()).resolves.toBe(0);

    for (const [set, reps, rpe, weight] of LEG_PRESS) {
      await setField(legPress, set, "reps").fill(String(reps));
      await setField(legPress, set, "rpe").fill(String(rpe));
      await setField(legPress, set, "weight (lbs)").fill(String(weight));
      await legPress.getByRole("button", { name: `Save set ${set}`, exact: true }).click();
      await legPress.getByRole("button", { name: `Set ${set} saved`, exact: true }).waitFor();
    }
    // An exercise the day does not list, added with no signal, and a set of it (decision 0121).
    await page.getByRole("button", { name: "Add exercise", exact: true }).click();
    const picker = page.getByRole("dialog", { name: "Add exercise" });
    await picker.getByRole("textbox", { name: "Search by name" }).fill("dumbbell curl");
    await picker
      .getByRole("button", { name: /^Dumbbell Curl/ })
      .first()
      .click();
    const curl = card(page, "Dumbbell Curl");
    await setField(curl, 1, "reps").fill(String(CURL[1]));
    await setField(curl, 1, "rpe").fill(String(CURL[2]));
    await setField(curl, 1, "weight (lbs)").fill(String(CURL[3]));
    await curl.getByRole("button", { name: "Save set 1", exact: true }).click();
    await curl.getByRole("button", { name: "Set 1 saved", exact: true }).waitFor();
    // The skip, the swap, two sets, the addition and its set.
    await page.getByText("6 saves kept on this phone, waiting to sync").waitFor();

    // Reload with no signal once the sets are in the answers kept on the phone: the day as changed.
    for (const set of ['"weight":290', `"actualReps":${CURL[1]}`]) {
      await eventually(async () => expect(await keptOnPhone(page, set)).toBe(true), { timeout: 15_000 });
    }
    await page.reload();
    await page.getByText("6 saves kept on this phone, waiting to sync").waitFor();
    await card(page, "Leg Press").getByText("Instead of Back Squat", { exact: true }).waitFor();
    for (const [set] of LEG_PRESS) {
      await card(page, "Leg Press")
        .getByRole("button", { name: `Set ${set} saved`, exact: true })
        .waitFor();
    }
    await page.getByRole("region", { name: "Skipped" }).getByText("Barbell Row", { exact: true }).waitFor();
    await card(page, "Dumbbell Curl").getByRole("button", { name: "Set 1 saved", exact: true }).waitFor();
    await card(page, "Dumbbell Curl").screenshot({ path: artifactPath("offline-added-exercise-375.png") });
    const shown = await cardNames(page);
    expect(shown).toEqual(["Leg Press", "Barbell Bench Press", "Dumbbell Curl"]);
    await page.screenshot({ path: artifactPath("offline-day-changes-375.png"), fullPage: true });
    await expect(lowContrastTexts(page)).resolves.toEqual([]);

    // Today's superset, made with no signal too (0121): the bench with the curl added offline.
    const bench = card(page, "Barbell Bench Press");
    await bench.getByRole("button", { name: "Superset with…", exact: true }).click();
    await bench
      .getByRole("group", { name: "Superset Barbell Bench Press with" })
      .getByRole("button", { name: "Dumbbell Curl", exact: true })
      .click();
    await page
      .getByRole("region", { name: "Superset A" })
      .getByRole("article", { name: "A2 · Dumbbell Curl" })
      .waitFor();
    await page.getByText("7 saves kept on this phone, waiting to sync").waitFor();
    const grouped = await cardNames(page);
    await page.getByRole("region", { name: "Superset A" }).evaluate((el) => el.scrollIntoView({ block: "start" }));
    await page.screenshot({ path: artifactPath("offline-superset-375.png") });
    await expect(lowContrastTexts(page)).resolves.toEqual([]);

    await context.setOffline(false);
    await page.getByText(/waiting to sync/).waitFor({ state: "detached", timeout: 20_000 });
    // The log read again from the server shows the same day.
    await card(page, "Leg Press").getByText("Instead of Back Squat", { exact: true }).waitFor();
    await eventually(async () => expect(await cardNames(page)).toEqual(grouped));
    await page.screenshot({ path: artifactPath("offline-day-changes-synced-375.png"), fullPage: true });

    const today = await page.evaluate(() => new Date().toLocaleDateString("sv-SE"));
    const answer = await context.request.get(`/api/query/nextExerciseDay/${today}/${encodeURIComponent(PROGRAM)}`);
    expect(answer.status()).toBe(200);
    const {
      data: rows,
      phase_id,
      week_id,
      day_id,
    } = (await answer.json()) as {
      data: ServerRow[];
      phase_id: number;
      week_id: number;
      day_id: number;
    };
    const byName = new Map(rows.map((r) => [r.exercise_name, r]));
    const groups = await context.request.get(
      `/api/query/supersets/${encodeURIComponent(PROGRAM)}/${phase_id}/${week_id}/${day_id}/${today}`,
    );
    const idOf = (name: string) => byName.get(name)?.exerciseId;
    expect((await groups.json()).day).toEqual([[idOf("Barbell Bench Press"), idOf("Dumbbell Curl")]]);
    expect(byName.has("Back Squat")).toBe(false);
    expect(byName.get("Leg Press")?.change).toEqual({ skipped: false, added: false, swappedFrom: "Back Squat" });
    expect(byName.get("Leg Press")?.logged_sets).toEqual(
      LEG_PRESS.map(([set, reps, rpe, weight]) =>
        expect.objectContaining({ set, actualReps: reps, actualRpe: rpe, weight }),
      ),
    );
    expect(byName.get("Barbell Row")?.change).toEqual({ skipped: true, added: false, swappedFrom: null });
    expect(byName.get("Barbell Row")?.logged_sets).toEqual([]);
    expect(byName.get("Barbell Bench Press")?.change ?? null).toBeNull();
    expect(byName.get("Dumbbell Curl")?.change).toEqual({ skipped: false, added: true, swappedFrom: null });
    expect(byName.get("Dumbbell Curl")?.logged_sets).toEqual([
      expect.objectContaining({ set: CURL[0], actualReps: CURL[1], actualRpe: CURL[2], weight: CURL[3] }),
    ]);
    expect(errors).toEqual([]);
  });

  it("says in words why a swap was refused on return, and keeps the set logged after it", async () => {
    screenshotOnFailure(() => page, "offline-day-changes-refused");
    await openOwnProgramLog(page, SHARED);
    await eventually(async () => expect(await keptOnPhone(page, `"${SHARED}","choices"`)).toBe(true), {
      timeout: 15_000,
    });
    const today = await page.evaluate(() => new Date().toLocaleDateString("sv-SE"));
    const dayPath = `/api/query/nextExerciseDay/${today}/${encodeURIComponent(SHARED)}`;
    const squatRow = (
      (await (await context.request.get(dayPath)).json()) as { data: (ServerRow & { exerciseId: string })[] }
    ).data[0];

    await context.setOffline(true);
    await page.getByText("You are offline").waitFor();
    await change(page, "Back Squat", "Swap…");
    const dialog = page.getByRole("dialog", { name: "Swap Back Squat" });
    await dialog.getByRole("textbox", { name: "Search by name" }).fill("leg press");
    await dialog
      .getByRole("button", { name: /^Leg Press/ })
      .first()
      .click();
    const legPress = card(page, "Leg Press");
    await setField(legPress, 1, "reps").fill("10");
    await setField(legPress, 1, "rpe").fill("7");
    await setField(legPress, 1, "weight (lbs)").fill("250");
    await legPress.getByRole("button", { name: "Save set 1", exact: true }).click();
    await page.getByText("2 saves kept on this phone, waiting to sync").waitFor();

    // Meanwhile the squat is logged on another device: the server refuses the swap when it arrives.
    const other = await context.request.post(`/api/add/advAddUserExerciseData/${encodeURIComponent(SHARED)}`, {
      data: {
        index: 0,
        exerciseId: squatRow?.exerciseId,
        exercise_name: "Back Squat",
        reps: 5,
        rpe: 8,
        weight: 225,
        date: today,
      },
    });
    expect(other.status()).toBe(200);
    await context.setOffline(false);
    const refused = page.getByRole("alert").filter({ hasText: "Not saved: Swap Back Squat for Leg Press" });
    // The server's words sit beside the outbox's in one block: matched as part of it.
    await refused.getByText("Sets of Back Squat are saved: remove them before swapping it").waitFor();
    await refused
      .getByText("What you saved on that exercise after it waits on this phone until you send it again or drop it.", {
        exact: true,
      })
      .waitFor();
    // The set logged after it is not sent, not lost: it waits on the phone.
    await page.getByText("1 save kept on this phone, waiting to sync").waitFor();
    await page.screenshot({ path: artifactPath("offline-day-changes-refused-375.png"), fullPage: true });
    const kept = (await (await context.request.get(dayPath)).json()) as { data: ServerRow[] };
    expect(kept.data[0]).toMatchObject({
      exercise_name: "Back Squat",
      logged_sets: [expect.objectContaining({ weight: 225 })],
    });
    expect(kept.data.some((r) => r.exercise_name === "Leg Press")).toBe(false);
    expect(errors).toEqual([]);
  });
});
