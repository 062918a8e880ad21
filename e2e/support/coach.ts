// Coach states for end-to-end tests, seeded through the API with past dates: a phase started weeks
// ago and its logged days. The server only refuses dates after tomorrow (UTC), so "now" in the
// browser is set to a real date on or before today, usually the latest Monday.
import type { BrowserContext, Page } from "playwright-core";
import { SEEN_WITHIN_MS, newPhoneContext } from "./browser.js";
import type { Suite } from "./suite.js";
import { signUpThroughApi } from "./users.js";

const DAY_MS = 86_400_000;

export function addDays(iso: string, n: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** The latest Monday on or before today (UTC), as yyyy-mm-dd. */
export function latestMonday(now = new Date()): string {
  const today = now.toISOString().slice(0, 10);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDays(today, -((weekday + 6) % 7));
}

/** Noon UTC of `iso`: the browser's clock for a test in the UTC time zone. */
export const noon = (iso: string) => new Date(`${iso}T12:00:00Z`);

export const LIFTER_INFO = {
  firstName: "Casey",
  lastName: "Cutter",
  gender: "male",
  weight: 200,
  heightFt: 5,
  heightIn: 10,
  age: 30,
  yearsLifting: 3,
  deadlift1RM: "",
  squat1RM: "",
  bench1RM: "",
  overheadPress1RM: "",
};

/** POSTs `body` with the context's session and returns the JSON answer; anything but 2xx throws. */
export async function postJson<T = unknown>(context: BrowserContext, path: string, body?: unknown): Promise<T> {
  const response = await context.request.post(path, body === undefined ? {} : { data: body });
  const text = await response.text();
  if (response.status() >= 300) throw new Error(`POST ${path} answered ${response.status()}: ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

export async function getJson<T = unknown>(context: BrowserContext, path: string): Promise<T> {
  const response = await context.request.get(path);
  const text = await response.text();
  if (response.status() >= 300) throw new Error(`GET ${path} answered ${response.status()}: ${text}`);
  return JSON.parse(text) as T;
}

/** A signed-in lifter in `context`, with their user info saved unless `withInfo` is false. */
export async function newLifter(context: BrowserContext, withInfo = true): Promise<void> {
  await signUpThroughApi(context);
  if (withInfo) await postJson(context, "/api/add/user_info", LIFTER_INFO);
}

export interface SeedDay {
  date: string;
  weight: number;
  calories: number;
  steps?: number;
}

/** Logs each day with the phase's own daily call. */
export async function logDays(context: BrowserContext, kind: "cut" | "bulk" | "maintain", days: SeedDay[]) {
  for (const day of days) {
    if (kind === "cut") {
      await postJson(context, "/api/query/add/stepsWalked/caloriesConsumed", {
        stepsWalked: day.steps ?? 8000,
        caloriesConsumed: day.calories,
        userBodyWeight: day.weight,
        currentDate: day.date,
      });
    } else {
      const path =
        kind === "bulk" ? "/api/query/daily_calories_and_weight" : "/api/query/submit_maintenance_calories_and_weight";
      await postJson(context, path, { caloriesConsumed: day.calories, bodyWeight: day.weight, date: day.date });
    }
  }
}

/** `count` days from `from`, each made by `make(i)`. */
export function seedDays(from: string, count: number, make: (i: number) => Omit<SeedDay, "date">): SeedDay[] {
  return Array.from({ length: count }, (_, i) => ({ date: addDays(from, i), ...make(i) }));
}

/** A phone page (UTC) for a new lifter whose clock stands at noon on `date`, their user info saved unless `withInfo` is false. */
export async function lifterPage(
  suite: Suite,
  date: string,
  withInfo = true,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = suite.track(await newPhoneContext(suite.browser, suite.server.baseURL, { timezoneId: "UTC" }));
  await context.clock.setFixedTime(noon(date));
  await newLifter(context, withInfo);
  const page = await context.newPage();
  page.setDefaultTimeout(SEEN_WITHIN_MS);
  return { context, page };
}

/**
 * A cut started two weeks before `monday` (moderately active), its fifteen days up to it logged at
 * the cut's own target, the scale reading `weightOn(i)` on day i: behind plan when it barely moves.
 */
export async function cutTwoWeeksAtTarget(
  context: BrowserContext,
  monday: string,
  plan: { weeklyWeightLoss: number; unit?: "kg"; weightOn: (i: number) => number },
): Promise<void> {
  const start = addDays(monday, -14);
  await postJson(context, "/api/query/calculate_maintenance_calories", {
    weeklyWeightLoss: plan.weeklyWeightLoss,
    returnActivityLevel: 1.55,
    date: start,
    ...(plan.unit && { unit: plan.unit }),
  });
  const info = await getJson<{ data: { deficit_calories: number } }>(context, "/api/query/user_weight_loss_info");
  await logDays(
    context,
    "cut",
    seedDays(start, 15, (i) => ({ weight: plan.weightOn(i), calories: info.data.deficit_calories })),
  );
}
