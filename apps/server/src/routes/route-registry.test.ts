import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, createTestApp } from "../testing/test-app.js";
import { WRITES, isStrictObject, projectRoutes } from "../testing/route-schemas.js";

// Every route the server registers proves itself: a declared access, strict params and body, and a
// response schema. A new route (the coach's, the builder's) that forgets one fails here.
describe("route registry", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("sqlite");
  });
  afterAll(() => t.close());

  const routes = () => projectRoutes(t.app.routeRegistry);
  const name = (r: { method: unknown; url: string }) => `${String(r.method)} ${r.url}`;

  it("finds the project's routes", () => {
    expect(routes().length).toBeGreaterThan(20);
    expect(routes().map(name)).toContain("POST /api/add/addUserExerciseData/:program");
  });

  it("each declares who may call it", () => {
    const undeclared = routes().filter((r) => !["public", "signed-in"].includes(String(r.config?.access)));
    expect(undeclared.map(name)).toEqual([]);
  });

  it("each with path parameters validates them with a strict schema", () => {
    const loose = routes().filter((r) => r.url.includes(":") && !isStrictObject(r.schema?.params));
    expect(loose.map(name)).toEqual([]);
  });

  it("each write validates its body with a strict schema", () => {
    const loose = routes().filter((r) => WRITES.has(String(r.method)) && !isStrictObject(r.schema?.body));
    expect(loose.map(name)).toEqual([]);
  });

  it("each declares the answers it sends", () => {
    const unchecked = routes().filter((r) => {
      const statuses = Object.keys((r.schema?.response as object | undefined) ?? {});
      return !statuses.some((s) => /^[23]\d\d$/.test(s));
    });
    expect(unchecked.map(name)).toEqual([]);
  });
});
