import { describe, expect, it } from "vitest";
import { BUDGET_KB, firstLoad } from "../apps/web/first-load.mjs";

// The first load stays light: Home's JavaScript, gzipped, under the budget of decision 0012. Read
// from the build that `npm install` (and `npm run build`) leaves in apps/web/dist.
describe("first load", () => {
  it(`keeps Home's JavaScript under ${BUDGET_KB} KB gzipped`, () => {
    const home = firstLoad("home");
    expect(home, "no web build in apps/web/dist: run npm run build").not.toBeNull();
    expect(home?.jsKB).toBeLessThan(BUDGET_KB);
  });
});
