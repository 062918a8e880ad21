// BENCH_CPU_PROFILE=dir: after a call's rounds, the call alone once more with the server's process
// profiled (node:inspector, as `--cpu-prof` would, but only while that call runs, not the seeding),
// written to dir/<call>.cpuprofile (open it in Chrome's DevTools) with its top self times printed.
import { mkdirSync, writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import { join } from "node:path";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  samples?: number[];
}

/** Runs `work` under the profiler; writes the profile and prints the functions that took the most samples. */
export async function profiled(dir: string, name: string, work: () => Promise<unknown>, top = 25): Promise<void> {
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 100 });
  await session.post("Profiler.start");
  try {
    await work();
  } finally {
    const { profile } = (await session.post("Profiler.stop")) as unknown as { profile: Profile };
    session.disconnect();
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `${name.replaceAll(/[^a-z0-9]+/gi, "-")}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    console.log(`${name}: profile in ${file}; self time by function:`);
    for (const line of selfTimes(profile).slice(0, top)) console.log(`  ${line}`);
  }
}

function selfTimes(profile: Profile): string[] {
  const hits = new Map<string, number>();
  let total = 0;
  for (const node of profile.nodes) {
    const count = node.hitCount ?? 0;
    total += count;
    const { functionName, url, lineNumber } = node.callFrame;
    const where = url ? `${url.replace(/^.*node_modules\//, "").replace(/^.*\/apps\//, "")}:${lineNumber + 1}` : "";
    const key = `${functionName || "(anonymous)"} ${where}`.trim();
    hits.set(key, (hits.get(key) ?? 0) + count);
  }
  return [...hits]
    .sort((a, b) => b[1] - a[1])
    .map(([key, count]) => `${((100 * count) / Math.max(1, total)).toFixed(1).padStart(5)} %  ${key}`);
}
