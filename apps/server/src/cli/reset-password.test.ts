import { execFile } from "node:child_process";
import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../db/create-db.js";
import { prepareDatabase } from "../db/prepare.js";
import { registerAccount, verifyLogin } from "../services/account/accounts.js";
import { resetPasswordByAdmin } from "../services/account/passwords.js";
import { startSession } from "../services/account/auth-sessions.js";
import { DIALECTS, STRONG_PASSWORD, type TestDb, createTestDb, uniqueEmail } from "../testing/test-app.js";

const run = promisify(execFile);
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const policy = { idleDays: 30, absoluteDays: 180 };
const context = { ip: "127.0.0.1", log: quiet };

describe.each(DIALECTS)("admin password reset on %s", (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(dialect);
  });
  afterAll(() => t.destroy());

  it("sets a random password that meets the rules, once per call, and ends every session", async () => {
    const email = uniqueEmail();
    const user = await registerAccount(t.db, email, STRONG_PASSWORD, context);
    await startSession(t.db, user.id, policy);
    const first = await resetPasswordByAdmin(t.db, email, quiet);
    const second = await resetPasswordByAdmin(t.db, email, quiet);
    expect(first).not.toBe(second);
    expect(first).toMatch(/^[A-Za-z0-9_-]{24}$/);
    await expect(verifyLogin(t.db, email, first, context)).rejects.toThrow("Invalid e-mail or password");
    expect((await verifyLogin(t.db, email, second, context)).id).toBe(user.id);
    const left = await t.db.selectFrom("sessions").select("id").where("user_id", "=", user.id).execute();
    expect(left).toEqual([]);
  });

  it("says so when no account has the e-mail", async () => {
    await expect(resetPasswordByAdmin(t.db, uniqueEmail(), quiet)).rejects.toThrow(/No account has the e-mail/);
  });
});

describe("npm run reset-password", () => {
  const file = join(tmpdir(), `ironpath-reset-${process.pid}-${Date.now()}.db`);
  const url = `sqlite:${file}`;
  const email = uniqueEmail();
  beforeAll(async () => {
    const database = createDb(url);
    await prepareDatabase(database);
    await registerAccount(database.db, email, STRONG_PASSWORD, context);
    await database.db.destroy();
  });
  afterAll(() => {
    for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
  });

  const cli = (...args: string[]) =>
    run(
      process.execPath,
      ["--import", "tsx", fileURLToPath(new URL("./reset-password.ts", import.meta.url)), ...args],
      {
        env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: "silent" },
      },
    );

  it("prints a new password once, which then signs in", async () => {
    const { stdout, stderr } = await cli(email.toUpperCase());
    const password = /New password for \S+: (\S+)/.exec(stdout)?.[1] ?? "";
    expect(stdout).toContain("shown only this once");
    expect(stderr).toContain('"event":"password-reset-by-admin"');
    expect(stderr).not.toContain(password);
    const database = createDb(url);
    try {
      expect((await verifyLogin(database.db, email, password, context)).email).toBe(email);
    } finally {
      await database.db.destroy();
    }
  });

  it("fails with a message and a non-zero exit for an unknown e-mail or none", async () => {
    await expect(cli("nobody@example.com")).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("No account has the e-mail nobody@example.com"),
    });
    await expect(cli()).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining("Usage:") });
  });
});
