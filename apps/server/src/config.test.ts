import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SECRET_VARIABLES, loadConfig } from "./config.js";

// Secrets as container secrets mount them (NAME_FILE), and the sign-in options that must agree.

const dir = mkdtempSync(join(tmpdir(), "ironpath-secrets-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const secretFile = (name: string, content: string) => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};
const OIDC = {
  OIDC_ISSUER: "https://auth.example.com",
  OIDC_CLIENT_ID: "ironpath",
  OIDC_CLIENT_SECRET: "s3cret",
};

describe("secrets from files", () => {
  it("reads each secret from NAME_FILE, dropping the trailing newline", () => {
    const config = loadConfig({
      DATABASE_URL_FILE: secretFile("db", "postgres://ironpath:pw@db:5432/ironpath\n"),
      REDIS_URL_FILE: secretFile("redis", "redis://:pw@redis:6379\r\n"),
      SMTP_URL_FILE: secretFile("smtp", "smtps://u:p@mail.example.com:465"),
      MAIL_FROM: "Ironpath <no-reply@example.com>",
      PUBLIC_ORIGIN: "https://lift.example.com",
      GOOGLE_CLIENT_ID: "g",
      GOOGLE_CLIENT_SECRET_FILE: secretFile("google", "google-secret\n"),
      FACEBOOK_CLIENT_ID: "f",
      FACEBOOK_CLIENT_SECRET_FILE: secretFile("facebook", "facebook-secret\n"),
      OIDC_ISSUER: OIDC.OIDC_ISSUER,
      OIDC_CLIENT_ID: OIDC.OIDC_CLIENT_ID,
      OIDC_CLIENT_SECRET_FILE: secretFile("oidc", "oidc-secret\n"),
    });
    expect(config.DATABASE_URL).toBe("postgres://ironpath:pw@db:5432/ironpath");
    expect(config.REDIS_URL).toBe("redis://:pw@redis:6379");
    expect(config.SMTP_URL).toBe("smtps://u:p@mail.example.com:465");
    expect(config.GOOGLE_CLIENT_SECRET).toBe("google-secret");
    expect(config.FACEBOOK_CLIENT_SECRET).toBe("facebook-secret");
    expect(config.OIDC_CLIENT_SECRET).toBe("oidc-secret");
  });

  it.each(SECRET_VARIABLES)("refuses %s and %s_FILE both set", (name) => {
    const env = { [name]: "x", [`${name}_FILE`]: secretFile(`both-${name}`, "y") };
    expect(() => loadConfig(env)).toThrow(`${name} and ${name}_FILE are both set: keep one`);
  });

  it("names the variable and the path of a file it cannot read, never what a file holds", () => {
    const missing = join(dir, "absent");
    expect(() => loadConfig({ OIDC_CLIENT_SECRET_FILE: missing, ...OIDC, OIDC_CLIENT_SECRET: undefined })).toThrow(
      `OIDC_CLIENT_SECRET_FILE: cannot read ${missing} (ENOENT)`,
    );
    const wrong = secretFile("wrong-db", "mysql://root:hunter2@db/ironpath\n");
    let message = "";
    try {
      loadConfig({ DATABASE_URL_FILE: wrong });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/DATABASE_URL: must start with sqlite: or postgres:\/\//);
    expect(message).not.toContain("hunter2");
    if (process.getuid?.() !== 0) {
      const locked = secretFile("locked", "secret");
      chmodSync(locked, 0o000);
      expect(() => loadConfig({ SMTP_URL_FILE: locked })).toThrow(`SMTP_URL_FILE: cannot read ${locked} (EACCES)`);
    }
  });
});

describe("sign-in options", () => {
  it("keeps password sign-in on unless PASSWORD_SIGN_IN is false", () => {
    expect(loadConfig({}).PASSWORD_SIGN_IN).toBe(true);
    expect(loadConfig({ PASSWORD_SIGN_IN: "true" }).PASSWORD_SIGN_IN).toBe(true);
    expect(loadConfig({ ...OIDC, PASSWORD_SIGN_IN: "false" }).PASSWORD_SIGN_IN).toBe(false);
    expect(() => loadConfig({ PASSWORD_SIGN_IN: "no" })).toThrow(/PASSWORD_SIGN_IN/);
  });

  it("refuses password sign-in off with no provider, as nobody could sign in", () => {
    expect(() => loadConfig({ PASSWORD_SIGN_IN: "false" })).toThrow(/PASSWORD_SIGN_IN=false needs a sign-in provider/);
    expect(
      loadConfig({ PASSWORD_SIGN_IN: "0", GOOGLE_CLIENT_ID: "g", GOOGLE_CLIENT_SECRET: "s" }).PASSWORD_SIGN_IN,
    ).toBe(false);
  });

  it("refuses half an OpenID provider, and labels its button", () => {
    expect(() => loadConfig({ OIDC_ISSUER: OIDC.OIDC_ISSUER, OIDC_CLIENT_ID: "x" })).toThrow(
      /OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET go together/,
    );
    expect(() => loadConfig({ ...OIDC, OIDC_ISSUER: "auth.example.com" })).toThrow(/OIDC_ISSUER/);
    expect(loadConfig(OIDC).OIDC_LABEL).toBe("Sign in with single sign-on");
    expect(loadConfig({ ...OIDC, OIDC_LABEL: "Sign in with Keycloak" }).OIDC_LABEL).toBe("Sign in with Keycloak");
  });
});
