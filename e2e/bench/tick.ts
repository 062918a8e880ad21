// A browser benchmark, not a test: the time from a set's tick (the click on "Save set N") to its
// saved state on screen ("Set N saved"), online and offline, on a phone-sized Chromium against the
// built app (`npm run build` first). Reports the median and p95 of each, to the DOM change and to
// the start of the frame that paints it (which also waits for the screen's refresh, up to 16.7 ms,
// whatever the page does), with the machine's load; the target is under one frame (16 ms) whatever
// the network (issue 20, decisions 0057 and 0078). Run: npm run bench:tick [-- --rounds 3]
import { loadavg } from "node:os";
import type { BrowserContext, ElementHandle, Locator, Page } from "playwright-core";
import { startAppServer } from "../support/app-server.js";
import { launchBrowser, newPhoneContext } from "../support/browser.js";
import { signUpThroughApi } from "../support/users.js";

const EXERCISES = ["Back Squat", "Barbell Bench Press", "Deadlift", "Overhead Press", "Barbell Row", "Pull-Up"];
const SETS = 5;
const rounds = Number(process.argv[process.argv.indexOf("--rounds") + 1]) || 2;

interface Timing {
  dom: number;
  frame: number;
}

/** Clicks the save button and times, in the page, until "Set N saved" is in the card, then its frame. */
function timeTick(button: ElementHandle<Element>, set: number): Promise<Timing> {
  return button.evaluate(
    (save, set) =>
      new Promise<Timing>((resolve) => {
        // No named function in here: tsx would wrap it in a helper the page does not have.
        const card = save.closest("article") ?? document.body;
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (!card.querySelector(`[aria-label="Set ${set} saved"]`)) return;
          observer.disconnect();
          const dom = performance.now() - start;
          requestAnimationFrame(() => resolve({ dom, frame: performance.now() - start }));
        });
        observer.observe(card, { subtree: true, childList: true, attributes: true });
        (save as HTMLElement).click();
      }),
    set,
  );
}

async function logDay(page: Page, program: string): Promise<Timing[]> {
  const timings: Timing[] = [];
  for (const exercise of EXERCISES) {
    const card: Locator = page.getByRole("article", { name: exercise, exact: true });
    for (let set = 1; set <= SETS; set++) {
      await card.getByRole("textbox", { name: `Set ${set} reps`, exact: true }).fill("5");
      await card.getByRole("textbox", { name: `Set ${set} rpe`, exact: true }).fill("8");
      // Pull-Up carries its load on the body (decision 0053): "Added (lbs)".
      await card
        .getByRole("textbox", { name: new RegExp(`^Set ${set} (weight|added) \\(lbs\\)$`) })
        .fill(String(100 + set));
      const button = await card.getByRole("button", { name: `Save set ${set}`, exact: true }).elementHandle();
      if (!button) throw new Error(`${program}: no Save set ${set} for ${exercise}`);
      // The last set moves the exercise under Done today: timed up to the card, not beyond.
      if (set < SETS) timings.push(await timeTick(button, set));
      else await button.click();
      // Let the save settle (the server's answer, the outbox) before the next tick.
      await page.waitForLoadState("networkidle").catch(() => undefined);
    }
  }
  return timings;
}

async function addProgram(context: BrowserContext, name: string) {
  const programData = EXERCISES.map((exerciseName, i) => ({
    exerciseOrder: i + 1,
    exerciseName,
    warmUp: "0",
    sets: String(SETS),
    reps: "5",
    rpe: "8",
    percent1RM: "",
    rest: "",
    notes: "",
  }));
  const res = await context.request.post("/api/add/addProgramDay", {
    data: { programName: name, phase: 1, week: 1, day: 1, programData },
  });
  if (res.status() !== 200) throw new Error(`addProgramDay: ${res.status()} ${await res.text()}`);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
function summary(label: string, timings: Timing[]) {
  const of = (key: keyof Timing) => {
    const sorted = timings.map((t) => t[key]).sort((a, b) => a - b);
    return `median ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms`;
  };
  return `${label.padEnd(8)} n=${timings.length}  to the DOM: ${of("dom")}  to its frame: ${of("frame")}`;
}

const server = await startAppServer();
const browser = await launchBrowser();
try {
  const context = await newPhoneContext(browser, server.baseURL);
  await signUpThroughApi(context);
  const page = await context.newPage();
  const online: Timing[] = [];
  const offline: Timing[] = [];
  for (let round = 1; round <= rounds; round++) {
    for (const mode of ["online", "offline"] as const) {
      const program = `Bench ${mode} ${round}`;
      await addProgram(context, program);
      await page.goto(`/user-created-exercises/${encodeURIComponent(program)}`);
      await page.getByText("Phase 1 · Week 1 · Day 1", { exact: true }).waitFor();
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
      if (mode === "offline") {
        // The kept answers are written a second after they change; then the signal goes.
        await page.waitForTimeout(1500);
        await context.setOffline(true);
        await page.reload();
        await page.getByText("You are offline").waitFor();
      }
      (mode === "online" ? online : offline).push(...(await logDay(page, program)));
      if (mode === "offline") {
        await context.setOffline(false);
        await page.getByText(/waiting to sync/).waitFor({ state: "detached", timeout: 60_000 });
      }
    }
  }
  console.log(
    `Tick to saved on screen (Chromium ${browser.version()}, 375 px, ${rounds} rounds, load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}):`,
  );
  console.log(summary("online", online));
  console.log(summary("offline", offline));
} finally {
  await browser.close();
  await server.stop();
}
