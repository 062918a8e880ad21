import { describe, expect, it } from "vitest";
import { importCycles, importsOf, nameClashes, violations } from "./check-boundaries.mjs";

const one = (file, line) => violations(file, `${line}\n`);

describe("the boundary check", () => {
  it("reads static, re-exported, side-effect and dynamic imports", () => {
    const source = [
      'import { a } from "./a.js";',
      'export { b } from "../b";',
      'import "./styles.css";',
      'const C = lazy(() => import("./routes/c"));',
    ].join("\n");
    expect(importsOf(source)).toEqual(["./a.js", "../b", "./styles.css", "./routes/c"]);
  });

  it("refuses a domain file that imports Node, a framework or the server", () => {
    expect(one("packages/domain/src/x.ts", 'import { readFile } from "node:fs";')).toHaveLength(1);
    expect(one("packages/domain/src/x.ts", 'import React from "react";')).toHaveLength(1);
    expect(one("packages/domain/src/x.ts", 'import { y } from "../../apps/server/src/y";')).toHaveLength(1);
    expect(one("packages/domain/src/a/x.ts", 'import { z } from "zod"; import { y } from "../y";')).toEqual([]);
  });

  it("keeps repositories, services and routes in their order", () => {
    expect(one("apps/server/src/db/repositories/x.ts", 'import { s } from "../../services/s.js";')).toHaveLength(1);
    expect(one("apps/server/src/services/x.ts", 'import { r } from "../routes/r.js";')).toHaveLength(1);
    expect(one("apps/server/src/services/x.ts", 'import { e } from "../plugins/errors.js";')).toHaveLength(1);
    expect(one("apps/server/src/routes/x.ts", 'import { q } from "../db/repositories/q.js";')).toHaveLength(1);
    expect(one("apps/server/src/routes/x.ts", 'import { s } from "../services/s.js";')).toEqual([]);
    expect(one("apps/server/src/services/coach/x.ts", 'import { r } from "../../routes/coach/r.js";')).toHaveLength(1);
    expect(one("apps/server/src/routes/coach/x.ts", 'import { q } from "../../db/repositories/q.js";')).toHaveLength(1);
    expect(one("apps/server/src/routes/coach/x.ts", 'import { a } from "../account/a.js";')).toHaveLength(1);
    expect(one("apps/server/src/routes/coach/x.ts", 'import { s } from "../schemas.js";')).toEqual([]);
  });

  it("keeps features apart and shared web pieces free of features", () => {
    expect(one("apps/web/src/components/x.tsx", 'import { f } from "../features/auth/api/f";')).toHaveLength(1);
    expect(one("apps/web/src/lib/x.ts", 'import { a } from "../app/router";')).toHaveLength(1);
    expect(one("apps/web/src/features/profile/api/x.ts", 'import { m } from "../../auth/api/m";')).toHaveLength(1);
    expect(one("apps/web/src/features/profile/api/x.ts", 'import { m } from "../components/m";')).toEqual([]);
    expect(one("apps/web/src/app/router.tsx", 'import { m } from "../features/auth/api/m";')).toEqual([]);
  });

  it("refuses the web importing server code", () => {
    expect(one("apps/web/src/lib/x.ts", 'import { c } from "../../../server/src/config";')).toHaveLength(1);
  });

  it("finds an import circle, through a dynamic import or across folders, and none in a tree", () => {
    const circle = new Map([
      ["apps/web/src/lib/a/store.ts", 'import { KEY } from "./on-demand";'],
      ["apps/web/src/lib/a/on-demand.ts", 'const s = () => import("./store");'],
    ]);
    expect(importCycles(circle)).toEqual([
      ["apps/web/src/lib/a/on-demand.ts", "apps/web/src/lib/a/store.ts", "apps/web/src/lib/a/on-demand.ts"],
    ]);
    const wide = new Map([
      ["apps/server/src/services/x.ts", 'import type { D } from "./y.js";'],
      ["apps/server/src/services/y.ts", 'import { z } from "../db/z.js";'],
      ["apps/server/src/db/z.ts", 'import { x } from "../services/x.js";'],
    ]);
    expect(importCycles(wide)).toHaveLength(1);
    const tree = new Map([
      ["apps/web/src/lib/a/store.ts", 'import { KEY } from "./key";'],
      ["apps/web/src/lib/a/on-demand.ts", 'import { KEY } from "./key"; const s = () => import("./store");'],
      ["apps/web/src/lib/a/key.ts", "export const KEY = 1;"],
    ]);
    expect(importCycles(tree)).toEqual([]);
  });

  it("refuses a server file named like another layer's, and a route file without -routes", () => {
    const server = "apps/server/src";
    expect(
      nameClashes([`${server}/services/training/history.ts`, `${server}/db/repositories/history.ts`]),
    ).toHaveLength(1);
    expect(nameClashes([`${server}/plugins/idempotency.ts`, `${server}/services/idempotency.ts`])).toHaveLength(1);
    expect(nameClashes([`${server}/routes/training/history.ts`])).toHaveLength(1);
    expect(
      nameClashes([
        `${server}/routes/training/history-routes.ts`,
        `${server}/routes/training/history.test.ts`,
        `${server}/routes/schemas.ts`,
        `${server}/services/training/history.ts`,
        `${server}/db/repositories/history-repository.ts`,
        "apps/web/src/app/routes/history.tsx",
      ]),
    ).toEqual([]);
  });
});
