// Lighthouse mobile on the built app (`npm run build` first), signed in, not a test: Home and the
// workout log, three runs each in turns, the median performance score with its LCP, TBT, FCP and
// CLS, what the log's LCP element is, and the machine's load average at each run (Lighthouse
// multiplies observed main-thread time by four, so a loaded machine reads as a slow page).
// Run: npm run lighthouse [-- --runs 3]. Lighthouse comes through npx (kept out of the lock file).
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { startAppServer } from "../support/app-server.js";
import { CHROMIUM_PATH } from "../support/browser.js";
import { signUpThroughApi } from "../support/users.js";

const run = promisify(execFile);
const runs = Number(process.argv[process.argv.indexOf("--runs") + 1]) || 3;
const PAGES = [
  ["Home", "/"],
  ["workout log", `/exercises/${encodeURIComponent("Beginner Linear Progression 3-Day")}`],
] as const;

interface Result {
  score: number;
  lcp: number;
  tbt: number;
  fcp: number;
  cls: number;
  lcpElement: string;
  load: string;
}

async function lighthouse(url: string, cookie: string, out: string): Promise<Result> {
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(" ");
  await run(
    "npx",
    [
      "--yes",
      "lighthouse@12",
      url,
      "--form-factor=mobile",
      "--only-categories=performance",
      "--chrome-flags=--headless --no-sandbox --disable-gpu",
      `--extra-headers=${JSON.stringify({ Cookie: cookie })}`,
      "--output=json",
      `--output-path=${out}`,
      "--quiet",
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(readFileSync(out, "utf8"));
  const audit = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const element = report.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node;
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    fcp: audit("first-contentful-paint"),
    cls: audit("cumulative-layout-shift"),
    lcpElement: element ? `${element.nodeLabel ?? ""} (${element.selector ?? ""})`.slice(0, 100) : "?",
    load,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const server = await startAppServer();
try {
  const { cookie } = await signUpThroughApi(server.baseURL);
  const results = new Map<string, Result[]>(PAGES.map(([name]) => [name, []]));
  for (let i = 1; i <= runs; i++) {
    for (const [name, path] of PAGES) {
      const result = await lighthouse(`${server.baseURL}${path}`, cookie, join(tmpdir(), `ironpath-lh-${i}.json`));
      results.get(name)?.push(result);
      console.log(
        `${name.padEnd(12)} run ${i}: ${result.score}  LCP ${(result.lcp / 1000).toFixed(2)} s  TBT ${result.tbt.toFixed(0)} ms  FCP ${(result.fcp / 1000).toFixed(2)} s  CLS ${result.cls.toFixed(3)}  load ${result.load}  LCP element: ${result.lcpElement}`,
      );
    }
  }
  for (const [name, list] of results) {
    console.log(
      `${name.padEnd(12)} median of ${list.length}: ${median(list.map((r) => r.score))}  LCP ${(median(list.map((r) => r.lcp)) / 1000).toFixed(2)} s  TBT ${median(list.map((r) => r.tbt)).toFixed(0)} ms`,
    );
  }
} finally {
  await server.stop();
}
