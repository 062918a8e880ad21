// Nothing lost between the tick and IndexedDB (decision 0073): a set shown saved is on the phone
// even when the page dies before the outbox's IndexedDB write commits. The commit is held open (a
// transaction kept busy, as a slow phone keeps it), the set is ticked, and the page is crashed or
// closed the moment it shows saved; the log opened again finds the set and puts it on the server once.
import type { BrowserContext } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshotOnFailure } from "../support/expect.js";
import { useAppAndBrowser } from "../support/suite.js";
import { signUpThroughApi } from "../support/users.js";
import { openOwnProgramLog } from "../support/workout-log.js";

const row = (exerciseOrder: number, exerciseName: string) => ({
  exerciseOrder,
  exerciseName,
  warmUp: "0",
  sets: "3",
  reps: "5",
  rpe: "8",
  percent1RM: "",
  rest: "",
  notes: "",
});

/** Keeps every write to the outbox's IndexedDB from committing while `window.__holdOutbox` is set. */
function holdOutboxCommits() {
  const put = IDBObjectStore.prototype.put;
  IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore["put"]>) {
    const request = put.apply(this, args);
    if ((window as { __holdOutbox?: boolean }).__holdOutbox && this.transaction.db.name === "ironpath-outbox") {
      const spin = () => {
        this.get("spin").onsuccess = spin;
      };
      spin();
    }
    return request;
  };
}

async function setsOnServer(context: BrowserContext, exercise: string) {
  const history = await context.request.get("/api/history/sessions");
  expect(history.status()).toBe(200);
  type Sent = { exercise: string; set: number | null; weight: number; reps: number };
  const sets: Sent[] = (await history.json()).sessions.flatMap((s: { sets: Sent[] }) => s.sets);
  return sets.filter((s) => s.exercise === exercise).map((s) => [s.set, s.weight]);
}

describe("a ticked set whose page dies before IndexedDB commits", () => {
  const suite = useAppAndBrowser();

  for (const death of ["crashed", "closed"] as const) {
    it(`is found when the log opens again after the page ${death}`, async () => {
      const { context, page } = await suite.phonePage();
      screenshotOnFailure(() => page, `tick-durable-${death}`);
      await signUpThroughApi(context);
      const program = `Kill ${death}`;
      const added = await context.request.post("/api/add/addProgramDay", {
        data: { programName: program, phase: 1, week: 1, day: 1, programData: [row(1, "Back Squat")] },
      });
      expect(added.status(), await added.text()).toBe(200);
      await context.addInitScript(holdOutboxCommits);
      await openOwnProgramLog(page, program);

      await page.evaluate(() => {
        (window as { __holdOutbox?: boolean }).__holdOutbox = true;
      });
      const squat = page.getByRole("article", { name: "Back Squat", exact: true });
      await squat.getByRole("textbox", { name: "Set 1 reps", exact: true }).fill("5");
      await squat.getByRole("textbox", { name: "Set 1 rpe", exact: true }).fill("8");
      await squat.getByRole("textbox", { name: "Set 1 weight (lbs)", exact: true }).fill("245");
      await squat.getByRole("button", { name: "Save set 1", exact: true }).click();
      await squat.getByRole("button", { name: "Set 1 saved", exact: true }).waitFor();
      // Shown saved, not committed, not sent: a death now is the window decision 0057 left open.
      await expect(setsOnServer(context, "Back Squat")).resolves.toEqual([]);
      if (death === "crashed") {
        const cdp = await context.newCDPSession(page);
        const crashed = new Promise((resolve) => page.once("crash", resolve));
        // The renderer dies without answering: the call is not awaited, the crash is.
        void cdp.send("Page.crash").catch(() => undefined);
        await crashed;
      }
      await page.close({ runBeforeUnload: false }).catch(() => undefined);

      const again = await context.newPage();
      screenshotOnFailure(() => again, `tick-durable-${death}-reopened`);
      await openOwnProgramLog(again, program);
      await expect.poll(() => setsOnServer(context, "Back Squat"), { timeout: 20_000 }).toEqual([[1, 245]]);
      // Read afresh, the log shows it saved, once.
      await again.reload();
      await again
        .getByRole("article", { name: "Back Squat", exact: true })
        .getByRole("button", { name: "Set 1 saved", exact: true })
        .waitFor();
      await expect(setsOnServer(context, "Back Squat")).resolves.toEqual([[1, 245]]);
    });
  }
});
