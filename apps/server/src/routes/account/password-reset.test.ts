import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../../config.js";
import { hashToken } from "../../services/account/auth-sessions.js";
import { type TestSmtpServer, startSmtpServer } from "../../testing/smtp-server.js";
import {
  DIALECTS,
  STRONG_PASSWORD,
  type TestApp,
  createTestApp,
  registerUser,
  uniqueEmail,
} from "../../testing/test-app.js";

const ORIGIN = "https://lift.example.com";
const NEW_PASSWORD = "Deadlift#405";
const LINK = /https:\/\/lift\.example\.com\/reset-password#token=([A-Za-z0-9_-]{43})\b/;

// The forgotten-password flow against a real SMTP server on loopback.
describe.each(DIALECTS)("password reset by e-mail on %s", (dialect) => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(dialect, {
      SMTP_URL: smtp.url,
      MAIL_FROM: "Ironpath <no-reply@lift.example.com>",
      PUBLIC_ORIGIN: ORIGIN,
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const request = (email: string) =>
    t.app.inject({ method: "POST", url: "/api/auth/password-reset/request", payload: { email } });
  const complete = (token: string, newPassword = NEW_PASSWORD) =>
    t.app.inject({ method: "POST", url: "/api/auth/password-reset/complete", payload: { token, newPassword } });
  const login = (email: string, password: string) =>
    t.app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password } });
  /** Asks for a link and reads the token out of the mail that arrives. */
  const mailedToken = async (email: string) => {
    expect((await request(email)).statusCode).toBe(202);
    const mail = await smtp.next(email);
    const token = LINK.exec(mail.text)?.[1];
    if (!token) throw new Error(`no reset link in: ${mail.text}`);
    return { token, mail };
  };

  it("mails a one-time link that sets the new password and signs every device out", async () => {
    const { email, cookie } = await registerUser(t.app);
    const { token, mail } = await mailedToken(email);
    expect(mail.subject).toBe("Reset your Ironpath password");
    expect(mail.text).toContain("works once, for 30 minutes");
    // Only the token's hash is kept.
    const stored = await t.db.db.selectFrom("password_resets").select("token_hash").execute();
    expect(stored.map((r) => r.token_hash)).toContain(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);

    const res = await complete(token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await t.app.inject({ url: "/api/auth/me", headers: { cookie } })).statusCode).toBe(401);
    expect((await login(email, STRONG_PASSWORD)).statusCode).toBe(401);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await complete(token, "Another#Pass9");
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe("This reset link is not valid or was already used. Ask for a new one.");
  });

  it("refuses an expired link with 400 in words, and keeps the old password", async () => {
    const { email } = await registerUser(t.app);
    const { token } = await mailedToken(email);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 31 * 60_000 });
    const res = await complete(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: "This reset link has expired. Ask for a new one." });
    vi.useRealTimers();
    expect((await login(email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it("checks the new password's rules before using up the link", async () => {
    const { email } = await registerUser(t.app);
    const { token } = await mailedToken(email);
    const weak = await complete(token, "short");
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields.newPassword).toBe("Password - Must be atleast 8 characters long");
    expect((await complete(token)).statusCode).toBe(200);
  });

  it("answers an unknown e-mail exactly alike and mails nothing", async () => {
    const { email } = await registerUser(t.app);
    const stranger = uniqueEmail();
    const [known, unknown] = [await request(email), await request(stranger)];
    expect(unknown.statusCode).toBe(202);
    expect(unknown.body).toBe(known.body);
    await smtp.next(email);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received.some((m) => m.to.includes(stranger))).toBe(false);
  });

  it("mails one account at most three links in half an hour, answering alike", async () => {
    const { email } = await registerUser(t.app);
    for (let i = 0; i < 4; i += 1) expect((await request(email)).statusCode).toBe(202);
    const user = await t.db.db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
    const links = await t.db.db
      .selectFrom("password_resets")
      .select("token_hash")
      .where("user_id", "=", user.id)
      .execute();
    expect(links).toHaveLength(3);
  });
});

describe("mail server down", () => {
  it("still answers 202, and the failed send neither crashes nor hangs the server", async () => {
    const closed = await startSmtpServer();
    await closed.close();
    const t = await createTestApp("sqlite", { SMTP_URL: closed.url, MAIL_FROM: "a@b.co", PUBLIC_ORIGIN: ORIGIN });
    try {
      const { email } = await registerUser(t.app);
      const res = await t.app.inject({ method: "POST", url: "/api/auth/password-reset/request", payload: { email } });
      expect(res.statusCode).toBe(202);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await t.app.inject({ url: "/healthz" })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe("mail settings", () => {
  it("refuse to start with SMTP_URL but no PUBLIC_ORIGIN to point the links at, or no sender", () => {
    const smtp = { SMTP_URL: "smtp://127.0.0.1:2525" };
    expect(() => loadConfig({ ...smtp, MAIL_FROM: "a@b.co" })).toThrow(/SMTP_URL needs MAIL_FROM and PUBLIC_ORIGIN/);
    expect(() => loadConfig({ ...smtp, PUBLIC_ORIGIN: ORIGIN })).toThrow(/SMTP_URL needs MAIL_FROM/);
    expect(() => loadConfig({ SMTP_URL: "http://mail" })).toThrow(/smtp:\/\/ or smtps:\/\//);
    expect(loadConfig({ ...smtp, MAIL_FROM: "a@b.co", PUBLIC_ORIGIN: ORIGIN }).SMTP_URL).toBe(smtp.SMTP_URL);
  });
});

// A reset hashes a password: it is limited per address as the sign-in calls are.
describe("password reset under a burst", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("sqlite", { AUTH_RATE_LIMIT_PER_MINUTE: "3" });
  });
  afterAll(() => t.close());

  it("answers 429 once an address has sent more resets than the limit", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/password-reset/complete",
        payload: { token: "x".repeat(43), newPassword: NEW_PASSWORD },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(3)).toEqual([429, 429]);
    expect(statuses.slice(0, 3)).not.toContain(429);
  });
});
