import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIALECTS, type TestDb, createTestDb } from "../testing/test-app.js";
import { boundQuery } from "./bound-query.js";

const exerciseByName = boundQuery((db, v: { name: string }) =>
  db.selectFrom("exercises").select(["name"]).where("name", "=", v.name).where("owner_user_id", "is", null),
);
const exercisesNamed = boundQuery((db, v: { names: string[] }) =>
  db
    .selectFrom("exercises")
    .select("name")
    .where("name", "in", v.names)
    .where("owner_user_id", "is", null)
    .limit(50)
    .orderBy("name"),
);

describe.each(DIALECTS)("queries built once and bound at every call, on %s", (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(dialect);
  });
  afterAll(() => t.destroy());

  it("binds each call's own values into the SQL built on the first call", async () => {
    const squat = exerciseByName(t.db, { name: "Back Squat" });
    const bench = exerciseByName(t.db, { name: "Barbell Bench Press" });
    expect(bench.sql).toBe(squat.sql);
    expect((await t.db.executeQuery(squat)).rows).toEqual([{ name: "Back Squat" }]);
    expect((await t.db.executeQuery(bench)).rows).toEqual([{ name: "Barbell Bench Press" }]);
    expect((await t.db.executeQuery(exerciseByName(t.db, { name: "No such lift" }))).rows).toEqual([]);
  });

  it("builds one SQL text per length of a list and keeps the query's own constants", async () => {
    const two = exercisesNamed(t.db, { names: ["Back Squat", "Deadlift"] });
    const three = exercisesNamed(t.db, { names: ["Deadlift", "Barbell Bench Press", "Nope"] });
    expect(three.sql).not.toBe(two.sql);
    expect(exercisesNamed(t.db, { names: ["Squat", "Row"] }).sql).toBe(two.sql);
    expect(two.parameters).toContain(50);
    expect((await t.db.executeQuery(two)).rows.map((r) => r.name)).toEqual(["Back Squat", "Deadlift"]);
    expect((await t.db.executeQuery(three)).rows.map((r) => r.name)).toEqual(["Barbell Bench Press", "Deadlift"]);
  });

  it("binds a value the query uses twice once on PostgreSQL, and answers alike on both", async () => {
    const either = boundQuery((db, v: { name: string; names: string[] }) =>
      db
        .selectFrom("exercises")
        .select("name")
        .where((eb) => eb.or([eb("name", "=", v.name), eb("name", "in", v.names)]))
        .where("name", "!=", v.names[1] as string)
        .where("owner_user_id", "is", null)
        .limit(50)
        .orderBy("name"),
    );
    const query = either(t.db, { name: "Deadlift", names: ["Back Squat", "Nope"] });
    if (dialect === "postgres") {
      // name, names[0], names[1] once each (names[1] is used twice), and the limit.
      expect(query.parameters).toEqual(["Deadlift", "Back Squat", "Nope", 50]);
      expect(query.sql.match(/\$3\b/g)).toHaveLength(2);
    } else {
      expect(query.parameters).toEqual(["Deadlift", "Back Squat", "Nope", "Nope", 50]);
    }
    expect((await t.db.executeQuery(query)).rows.map((r) => r.name)).toEqual(["Back Squat", "Deadlift"]);
  });

  it("runs a value wanted with two types on both databases when it is passed under two names", async () => {
    // Bound once on PostgreSQL, one value echoed and compared to an integer has one type too many.
    const once = boundQuery((db, v: { phase: number }) =>
      db.selectFrom("routine_rows").select(sql<number>`${v.phase}`.as("echo")).where("phase", "=", v.phase).limit(1),
    );
    const twice = boundQuery((db, v: { phase: number; echo: number }) =>
      db.selectFrom("routine_rows").select(sql<number>`${v.echo}`.as("echo")).where("phase", "=", v.phase).limit(1),
    );
    const ran = t.db.executeQuery(once(t.db, { phase: 1 }));
    if (dialect === "postgres") await expect(ran).rejects.toThrow("inconsistent types deduced for parameter $1");
    else expect((await ran).rows).toHaveLength(1);
    expect((await t.db.executeQuery(twice(t.db, { phase: 1, echo: 1 }))).rows).toHaveLength(1);
  });

  it("refuses a query that reads a value to build itself instead of binding it", () => {
    const branching = boundQuery((db, v: { name: string; mine: string }) =>
      db.selectFrom("exercises").select("name").where("name", "=", v.name),
    );
    expect(() => branching(t.db, { name: "Back Squat", mine: "u" })).toThrow(/mine not bound/);
  });
});
