import { readFileSync } from "node:fs";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { KG_LIFTER_INFO as INFO } from "../../testing/lifter.js";
import { DIALECTS, registerUser, useTestApp } from "../../testing/test-app.js";

// A kg lifter's files (issue 22, decision 0071): the CSV gives each weight in their unit beside the
// pounds, a kg file imported reads back as typed, and an Ironpath export brings the unit with it.

const fixture = (name: string) => readFileSync(new URL(`../../testing/fixtures/${name}`, import.meta.url), "utf8");

describe.each(DIALECTS)("a kg lifter's export and import on %s", (dialect) => {
  const t = useTestApp(dialect);

  const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });
  const post = (url: string, payload: object, cookie: string) =>
    t.app.inject({ method: "POST", url, payload, headers: { cookie } });
  const kgLifter = async () => {
    const { cookie } = await registerUser(t.app);
    expect((await post("/api/add/user_info", { ...INFO, unit: "kg" }, cookie)).statusCode).toBe(200);
    return cookie;
  };
  const csvRows = async (cookie: string) => {
    const res = await get("/api/export/sets", cookie);
    expect(res.statusCode, res.body).toBe(200);
    return parse(res.body, { columns: true }) as Record<string, string>[];
  };

  it("imports a kg Hevy file and exports it in kg as typed, beside the pounds", async () => {
    const cookie = await kgLifter();
    const res = await post("/api/import/workouts", { format: "hevy", csv: fixture("hevy-kg.csv") }, cookie);
    expect(res.statusCode, res.body).toBe(200);
    // The file's lifted sets (warm-ups and the row without reps are not imported).
    const file = parse(fixture("hevy-kg.csv"), { columns: true }) as Record<string, string>[];
    const typed = file.filter((r) => r.set_type !== "warmup" && r.reps !== "").map((r) => r.weight_kg);
    const rows = await csvRows(cookie);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.unit))).toEqual(new Set(["kg"]));
    // Every weight reads back as the file had it; the pound column is still there for its readers.
    expect([...new Set(rows.map((r) => r.weight))].sort()).toEqual([...new Set(typed)].sort());
    const bench = rows.find((r) => r.weight === "100");
    expect(bench?.weight_lbs).toBe("220.46");
  });

  it("gives a pound lifter's CSV the same weight twice, in lb", async () => {
    const { cookie } = await registerUser(t.app);
    expect((await post("/api/add/user_info", INFO, cookie)).statusCode).toBe(200);
    await post("/api/import/workouts", { format: "hevy", csv: fixture("hevy-lbs.csv") }, cookie);
    const rows = await csvRows(cookie);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect([row.weight, row.unit]).toEqual([row.weight_lbs, "lb"]);
  });

  it("brings the unit, bar and plates to a new account with the user info, never over a lifter's own", async () => {
    const from = await kgLifter();
    const plates = { unit: "kg", bar: 15, plates: [20, 10, 2.5, 0.5] };
    expect((await post("/api/add/equipment", plates, from)).statusCode).toBe(200);
    const file = (await get("/api/export/everything", from)).body;
    expect(JSON.parse(file).account.equipment).toEqual(plates);

    const fresh = (await registerUser(t.app)).cookie;
    const imported = await post("/api/import/everything", { json: file }, fresh);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ userInfo: "restored", unit: "kg" });
    expect((await get("/api/auth/me", fresh)).json().user.weightUnit).toBe("kg");
    expect((await get("/api/query/equipment", fresh)).json().data).toEqual(plates);

    // A pound lifter with their own user info keeps pounds and their plates.
    const own = (await registerUser(t.app)).cookie;
    expect((await post("/api/add/user_info", INFO, own)).statusCode).toBe(200);
    const again = await post("/api/import/everything", { json: file }, own);
    expect(again.json()).toMatchObject({ userInfo: "kept", unit: null });
    expect((await get("/api/auth/me", own)).json().user.weightUnit).toBe("lb");
  });

  it("refuses a file whose bar is not one of its unit's, in words", async () => {
    const from = await kgLifter();
    const file = JSON.parse((await get("/api/export/everything", from)).body);
    file.account.equipment.bar = 45;
    const res = await post(
      "/api/import/everything",
      { json: JSON.stringify(file) },
      (await registerUser(t.app)).cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/account\.equipment\.bar/);
  });
});
