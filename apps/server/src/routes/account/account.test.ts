import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashToken, startSession } from "../../services/account/auth-sessions.js";
import { DIALECTS, registerUser, STRONG_PASSWORD, uniqueEmail, useTestApp } from "../../testing/test-app.js";

const NEW_PASSWORD = "Deadlift#405";
const PHONE_UA =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36";
const LAPTOP_UA = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";

describe.each(DIALECTS)("the lifter's own account on %s", (dialect) => {
  const t = useTestApp(dialect);

  const cookieOf = (res: { cookies: { name: string; value: string }[] }) =>
    `ironpath_session=${res.cookies.find((c) => c.name === "ironpath_session")?.value}`;
  const login = async (email: string, password = STRONG_PASSWORD, userAgent = LAPTOP_UA) =>
    t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "user-agent": userAgent },
      payload: { email, password },
    });
  const post = (url: string, cookie: string, payload?: object, remoteAddress?: string) =>
    t.app.inject({
      method: "POST",
      url,
      headers: { cookie },
      ...(payload ? { payload } : {}),
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  const me = async (cookie: string) => (await t.app.inject({ url: "/api/auth/me", headers: { cookie } })).statusCode;
  const sessionsOf = async (cookie: string) =>
    (await t.app.inject({ url: "/api/account/sessions", headers: { cookie } })).json().sessions as {
      id: string;
      device: string;
      current: boolean;
    }[];

  describe("change the password", () => {
    it("needs the current password, ends the other sessions and keeps this one", async () => {
      const { email, cookie } = await registerUser(t.app);
      const phone = cookieOf(await login(email, STRONG_PASSWORD, PHONE_UA));
      const res = await post("/api/account/password", cookie, {
        currentPassword: STRONG_PASSWORD,
        newPassword: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      expect(await me(cookie)).toBe(200);
      expect(await me(phone)).toBe(401);
      expect((await login(email)).statusCode).toBe(401);
      expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it("lets one of two changes at once win and refuses the other in words (409)", async () => {
      const { email, cookie } = await registerUser(t.app);
      const phone = cookieOf(await login(email, STRONG_PASSWORD, PHONE_UA));
      const OTHER = "Bench#Press315";
      const [laptopAnswer, phoneAnswer] = await Promise.all([
        post("/api/account/password", cookie, { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD }),
        post("/api/account/password", phone, { currentPassword: STRONG_PASSWORD, newPassword: OTHER }),
      ]);
      const answers = [laptopAnswer, phoneAnswer];
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const lost = answers.find((a) => a.statusCode === 409);
      expect(lost?.json().error).toBe("The password was changed meanwhile: nothing was changed here, use the new one");
      const won = laptopAnswer.statusCode === 200 ? NEW_PASSWORD : OTHER;
      const refused = won === NEW_PASSWORD ? OTHER : NEW_PASSWORD;
      expect((await login(email, won)).statusCode).toBe(200);
      expect((await login(email, refused)).statusCode).toBe(401);
    });

    it("refuses a wrong current password with 400 in words, and changes nothing", async () => {
      const { email, cookie } = await registerUser(t.app);
      const res = await post("/api/account/password", cookie, {
        currentPassword: "Wrong#Pass1",
        newPassword: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: "The current password is wrong",
        fields: { currentPassword: "The current password is wrong" },
      });
      expect((await login(email)).statusCode).toBe(200);
    });

    it("checks the new password with the same rules as Create User", async () => {
      const { cookie } = await registerUser(t.app);
      const res = await post("/api/account/password", cookie, {
        currentPassword: STRONG_PASSWORD,
        newPassword: "squat2025",
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.newPassword).toBe("Password - Must contain a special character");
      const same = await post("/api/account/password", cookie, {
        currentPassword: STRONG_PASSWORD,
        newPassword: STRONG_PASSWORD,
      });
      expect(same.statusCode).toBe(400);
      expect(same.json().error).toBe("The new password must differ from the current one");
    });

    it("slows down wrong current passwords like sign-in, with Retry-After", async () => {
      const { cookie } = await registerUser(t.app);
      const body = { currentPassword: "Wrong#Pass1", newPassword: NEW_PASSWORD };
      for (let i = 0; i < 3; i += 1) {
        expect((await post("/api/account/password", cookie, body, "203.0.113.9")).statusCode).toBe(400);
      }
      const refused = await post("/api/account/password", cookie, body, "203.0.113.9");
      expect(refused.statusCode).toBe(429);
      expect(refused.headers["retry-after"]).toBe("1");
      expect(refused.json().error).toMatch(/Try again in 1 second\./);
    });

    it("answers 401 without a session, and 400 to an account with no password", async () => {
      const anonymous = await t.app.inject({
        method: "POST",
        url: "/api/account/password",
        payload: { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD },
      });
      expect(anonymous.statusCode).toBe(401);
      const userId = randomUUID();
      await t.db.db
        .insertInto("users")
        .values({ id: userId, email: null, password_hash: null, created_at: new Date().toISOString() })
        .execute();
      const { token } = await startSession(t.db.db, userId, { idleDays: 30, absoluteDays: 180 });
      const social = await post("/api/account/password", `ironpath_session=${token}`, {
        currentPassword: STRONG_PASSWORD,
        newPassword: NEW_PASSWORD,
      });
      expect(social.statusCode).toBe(400);
      expect(social.json().error).toMatch(/signs in with Google or Facebook/);
    });
  });

  describe("signed-in devices", () => {
    it("lists the user's sessions with a device label, marks this one, and shows no token or hash", async () => {
      const { email, cookie } = await registerUser(t.app);
      const phone = cookieOf(await login(email, STRONG_PASSWORD, PHONE_UA));
      const res = await t.app.inject({ url: "/api/account/sessions", headers: { cookie: phone } });
      expect(res.statusCode).toBe(200);
      const { sessions } = res.json();
      expect(sessions).toHaveLength(2);
      expect(sessions[0]).toEqual({
        id: expect.any(String),
        device: "Chrome on Android",
        createdAt: expect.any(String),
        lastSeenAt: expect.any(String),
        current: true,
      });
      expect(sessions[1]).toMatchObject({ device: "Unknown device", current: false });
      for (const token of [cookie, phone].map((c) => c.split("=")[1] as string)) {
        expect(res.body).not.toContain(token);
        expect(res.body).not.toContain(hashToken(token));
      }
    });

    it("signs out one of the user's own sessions by its id", async () => {
      const { email, cookie } = await registerUser(t.app);
      const phone = cookieOf(await login(email, STRONG_PASSWORD, PHONE_UA));
      const target = (await sessionsOf(cookie)).find((s) => !s.current);
      const res = await post(`/api/account/sessions/${target?.id}/sign-out`, cookie);
      expect(res.statusCode).toBe(200);
      expect(await me(phone)).toBe(401);
      expect(await me(cookie)).toBe(200);
      expect(await sessionsOf(cookie)).toHaveLength(1);
      const again = await post(`/api/account/sessions/${target?.id}/sign-out`, cookie);
      expect(again.statusCode).toBe(404);
    });

    it("answers 404 for another user's session and leaves it signed in", async () => {
      const mine = await registerUser(t.app);
      const theirs = await registerUser(t.app);
      const [their] = await sessionsOf(theirs.cookie);
      const res = await post(`/api/account/sessions/${their?.id}/sign-out`, mine.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toMatch(/No such session/);
      expect(await me(theirs.cookie)).toBe(200);
    });

    it("signing out the current session by its id clears the cookie", async () => {
      const { cookie } = await registerUser(t.app);
      const [current] = await sessionsOf(cookie);
      const res = await post(`/api/account/sessions/${current?.id}/sign-out`, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.cookies.find((c) => c.name === "ironpath_session")?.value).toBe("");
      expect(await me(cookie)).toBe(401);
    });

    it("signs out every other session, and says how many", async () => {
      const { email, cookie } = await registerUser(t.app);
      const others = [cookieOf(await login(email)), cookieOf(await login(email, STRONG_PASSWORD, PHONE_UA))];
      const res = await post("/api/account/sessions/sign-out-others", cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ended: 2 });
      for (const other of others) expect(await me(other)).toBe(401);
      expect(await me(cookie)).toBe(200);
    });

    it("refuses a body on the sign-out calls and answers 401 without a session", async () => {
      const { cookie } = await registerUser(t.app);
      expect((await post("/api/account/sessions/sign-out-others", cookie, { all: true })).statusCode).toBe(400);
      expect((await t.app.inject({ url: "/api/account/sessions" })).statusCode).toBe(401);
      const anonymous = await t.app.inject({ method: "POST", url: "/api/account/sessions/sign-out-others" });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe("forgotten password without mail", () => {
    it("answers the same whether or not the e-mail has an account, and writes no link", async () => {
      const { email } = await registerUser(t.app);
      const known = await t.app.inject({
        method: "POST",
        url: "/api/auth/password-reset/request",
        payload: { email },
      });
      const unknown = await t.app.inject({
        method: "POST",
        url: "/api/auth/password-reset/request",
        payload: { email: uniqueEmail() },
      });
      expect(known.statusCode).toBe(202);
      expect(known.body).toBe(unknown.body);
      expect(known.json()).toEqual({ ok: true });
      expect(await t.db.db.selectFrom("password_resets").selectAll().execute()).toEqual([]);
    });

    it("refuses a made-up or malformed token with 400 in words", async () => {
      const madeUp = await t.app.inject({
        method: "POST",
        url: "/api/auth/password-reset/complete",
        payload: { token: "A".repeat(43), newPassword: NEW_PASSWORD },
      });
      expect(madeUp.statusCode).toBe(400);
      expect(madeUp.json().error).toBe("This reset link is not valid or was already used. Ask for a new one.");
      const malformed = await t.app.inject({
        method: "POST",
        url: "/api/auth/password-reset/complete",
        payload: { token: "x", newPassword: NEW_PASSWORD },
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().fields.token).toMatch(/not valid/);
    });
  });
});
