import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importsOf } from "./check-boundaries.mjs";

// The simulator's truth must not share the coach's constants (decision 0061): a truth that imports
// the model it measures flatters it.
const TRUTH = "packages/domain/src/coach/simulation/truth";

describe("the coach simulator's truth", () => {
  it("imports nothing but itself and the simulator's random numbers", () => {
    const files = readdirSync(TRUTH).filter((f) => f.endsWith(".ts"));
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      for (const from of importsOf(readFileSync(join(TRUTH, file), "utf8"))) {
        expect(["./body", "./person", "../random"], `${file} imports ${from}`).toContain(from);
      }
    }
  });
});
