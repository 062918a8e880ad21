import * as ACCOUNT_PATHS from "@ironpath/domain/auth/account-paths";
import * as SESSION_PATHS from "@ironpath/domain/auth/session-paths";
import * as SIGN_IN_PATHS from "@ironpath/domain/auth/sign-in-paths";
import * as COACH_PATHS from "@ironpath/domain/coach/coach-paths";
import { PHASE_PATHS } from "@ironpath/domain/coach/phase-paths";
import * as PROFILE_PATHS from "@ironpath/domain/profile/profile-paths";
import * as PROGRAM_PATHS from "@ironpath/domain/programs/program-paths";
import * as EMPTY_WORKOUT_PATHS from "@ironpath/domain/training/empty-workout-paths";
import * as EQUIPMENT_PATHS from "@ironpath/domain/training/equipment-paths";
import * as HISTORY_PATHS from "@ironpath/domain/training/history-paths";
import * as NEXT_DAY_PATHS from "@ironpath/domain/training/next-day-path";
import * as WORKOUT_LOG_PATHS from "@ironpath/domain/training/workout-log-paths";
import * as TRANSFER_PATHS from "@ironpath/domain/transfer/transfer-paths";
import * as EXERCISE_UNIT_PATHS from "@ironpath/domain/units/exercise-unit-paths";
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

  it("answers every path the web calls (one list for both, in the domain)", () => {
    const registered = new Set(routes().map((r) => r.url));
    const lists: object[] = [ACCOUNT_PATHS, SESSION_PATHS, SIGN_IN_PATHS, COACH_PATHS, ...Object.values(PHASE_PATHS)];
    lists.push(HISTORY_PATHS, PROFILE_PATHS, PROGRAM_PATHS, TRANSFER_PATHS);
    const { PROGRAM_DAY_PATHS, ...LOG_PATHS } = WORKOUT_LOG_PATHS;
    lists.push(LOG_PATHS, ...Object.values(PROGRAM_DAY_PATHS), EMPTY_WORKOUT_PATHS, EQUIPMENT_PATHS);
    lists.push(NEXT_DAY_PATHS, EXERCISE_UNIT_PATHS);
    const shared = lists.flatMap((paths) => Object.values(paths) as string[]);
    expect(shared.filter((path) => !registered.has(path))).toEqual([]);
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
