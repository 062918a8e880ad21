import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.js";
import {
  DIALECTS,
  STRONG_PASSWORD,
  type TestDb,
  createTestDb,
  registerUser,
  testConfig,
} from "../../testing/test-app.js";
import { type TestSmtpServer, startSmtpServer } from "../../testing/smtp-server.js";
import type { FastifyInstance } from "fastify";

const NEW_PASSWORD = "Deadlift#405";
const WRONG = "Wrong#Secret77";

// Security events are structured log lines: the event, the account, the source; never a password,
// a token or a hash.
describe.each(DIALECTS)("security events in the log on %s", (dialect) => {
  let db: TestDb;
  let app: FastifyInstance;
  let smtp: TestSmtpServer;
  const lines: string[] = [];
  const events = (name: string) =>
    lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.event === name);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    db = await createTestDb(dialect);
    const config = testConfig({
      LOG_LEVEL: "info",
      SMTP_URL: smtp.url,
      MAIL_FROM: "no-reply@lift.example.com",
      PUBLIC_ORIGIN: "https://lift.example.com",
    });
    app = await buildApp(config, db, { write: (line) => lines.push(line) });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await db.destroy();
    await smtp.close();
  });

  const post = (url: string, payload: object, cookie?: string) =>
    app.inject({
      method: "POST",
      url,
      payload,
      remoteAddress: "203.0.113.5",
      ...(cookie ? { headers: { cookie } } : {}),
    });

  it("logs a failed sign-in with the e-mail and the source, and never the password", async () => {
    const { email } = await registerUser(app);
    expect((await post("/api/auth/login", { email, password: WRONG })).statusCode).toBe(401);
    expect(events("sign-in-failed")).toContainEqual(
      expect.objectContaining({ event: "sign-in-failed", email, source: "203.0.113.5", account: true, level: 30 }),
    );
    expect(lines.join("\n")).not.toContain(WRONG);
  });

  it("does not log a password typed into the e-mail field", async () => {
    expect((await post("/api/auth/login", { email: WRONG, password: WRONG })).statusCode).toBe(401);
    expect(events("sign-in-failed").at(-1)).toMatchObject({ email: "(not an e-mail address)" });
    expect(lines.join("\n")).not.toContain(WRONG);
  });

  it("logs throttling as a warning with the wait", async () => {
    const { email } = await registerUser(app);
    for (let i = 0; i < 4; i += 1) await post("/api/auth/login", { email, password: WRONG });
    expect(events("sign-in-throttled").at(-1)).toMatchObject({ email, retryAfterSeconds: 1, level: 40 });
  });

  it("logs a password change, a reset asked for and completed, and sessions ended, without secrets", async () => {
    const { email, cookie, id } = await registerUser(app);
    const changed = await post(
      "/api/account/password",
      { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD },
      cookie,
    );
    expect(changed.statusCode).toBe(200);
    expect(events("password-changed").at(-1)).toMatchObject({ userId: id, sessionsEnded: 0 });
    expect((await post("/api/account/sessions/sign-out-others", {}, cookie)).statusCode).toBe(200);
    expect(events("sessions-ended").at(-1)).toMatchObject({ userId: id, ended: 0, which: "others" });

    expect((await post("/api/auth/password-reset/request", { email })).statusCode).toBe(202);
    expect(events("password-reset-requested").at(-1)).toMatchObject({ email, userId: id, mailed: true });
    const token = /#token=([A-Za-z0-9_-]{43})/.exec((await smtp.next(email)).text)?.[1] ?? "";
    expect((await post("/api/auth/password-reset/complete", { token, newPassword: "Bench#315x" })).statusCode).toBe(
      200,
    );
    expect(events("password-reset-completed").at(-1)).toMatchObject({ userId: id, sessionsEnded: 1 });

    const log = lines.join("\n");
    for (const secret of [STRONG_PASSWORD, NEW_PASSWORD, "Bench#315x", token, cookie.split("=")[1] as string]) {
      expect(log).not.toContain(secret);
    }
  });
});
