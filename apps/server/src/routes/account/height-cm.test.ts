import { describe, expect, it } from "vitest";
import { KG_LIFTER_INFO } from "../../testing/lifter.js";
import { DIALECTS, registerUser, useTestApp } from "../../testing/test-app.js";

// Height in centimetres (issue 22, decision 0071): optional `heightCm` beside the product's feet
// and inches, kept as typed; a body without it is the product's, and the Profile answers cm always.

const INFO = { ...KG_LIFTER_INFO, unit: "kg" };

describe.each(DIALECTS)("height in cm on %s", (dialect) => {
  const t = useTestApp(dialect);

  const get = (url: string, cookie: string) => t.app.inject({ url, headers: { cookie } });
  const post = (url: string, payload: object, cookie: string) =>
    t.app.inject({ method: "POST", url, payload, headers: { cookie } });
  const profile = async (cookie: string) => (await get("/api/query/profile", cookie)).json().data;

  it("keeps 170.2 cm as typed on every database, beside 5 ft 7 in", async () => {
    const { cookie } = await registerUser(t.app);
    const res = await post("/api/add/user_info", { ...INFO, heightCm: 170.2 }, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(await profile(cookie)).toMatchObject({ height_cm: 170.2, height_ft: 5, height_in: 7, height: 67 });
    const exported = JSON.parse((await get("/api/export/everything", cookie)).body);
    expect(exported.userInfo).toMatchObject({ heightCm: 170.2, heightFt: 5, heightIn: 7 });

    // An export brings the cm to a new account.
    const other = (await registerUser(t.app)).cookie;
    const imported = await post("/api/import/everything", { json: JSON.stringify(exported) }, other);
    expect(imported.statusCode, imported.body).toBe(200);
    expect((await profile(other)).height_cm).toBe(170.2);
  });

  it("answers feet and inches in cm for a body without cm, and forgets cm when feet are typed", async () => {
    const { cookie } = await registerUser(t.app);
    expect((await post("/api/add/user_info", { ...INFO, heightCm: 171 }, cookie)).statusCode).toBe(200);
    const { unit: _, ...pounds } = INFO;
    expect((await post("/api/add/user_info", pounds, cookie)).statusCode).toBe(200);
    // 5 ft 7 in is 170.18 cm.
    expect((await profile(cookie)).height_cm).toBe(170.2);
  });

  it("refuses cm that say another height than the feet and inches, in words", async () => {
    const { cookie } = await registerUser(t.app);
    const res = await post("/api/add/user_info", { ...INFO, heightCm: 185 }, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ heightCm: "must be the height heightFt and heightIn say (6 ft 1 in)" });
    const tall = await post("/api/add/user_info", { ...INFO, heightCm: 300 }, cookie);
    expect(tall.json().fields).toEqual({ heightCm: "must be at most 241" });
  });
});
