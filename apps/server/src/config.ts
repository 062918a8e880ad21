import { readFileSync } from "node:fs";
import { z } from "zod";

const flag = z
  .enum(["true", "false", "1", "0"])
  .optional()
  .transform((v) => v === "true" || v === "1");

/** A switch that is on unless set to false (or 0). */
const onUnlessOff = z
  .enum(["true", "false", "1", "0"])
  .optional()
  .transform((v) => v !== "false" && v !== "0");

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .regex(/^(sqlite:|postgres(ql)?:\/\/)/, "must start with sqlite: or postgres://")
    .default("sqlite:./data/app.db"),
  PUBLIC_ORIGIN: z.url().optional(),
  TRUST_PROXY: flag,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SESSION_IDLE_DAYS: z.coerce.number().positive().default(30),
  SESSION_ABSOLUTE_DAYS: z.coerce.number().positive().default(180),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  /** Shares the per-IP sign-in limit between several server processes. */
  REDIS_URL: z.url().optional(),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_ISSUER: z.url().default("https://accounts.google.com"),
  FACEBOOK_CLIENT_ID: optionalText,
  FACEBOOK_CLIENT_SECRET: optionalText,
  FACEBOOK_AUTH_URL: z.url().default("https://www.facebook.com/v19.0/dialog/oauth"),
  FACEBOOK_TOKEN_URL: z.url().default("https://graph.facebook.com/v19.0/oauth/access_token"),
  FACEBOOK_GRAPH_URL: z.url().default("https://graph.facebook.com/v19.0"),
  /** Any OpenID Connect provider (Authelia, Authentik, Keycloak …), found by discovery at its issuer. */
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  /** The whole text of its button. */
  OIDC_LABEL: z.string().trim().min(1).max(60).default("Sign in with single sign-on"),
  /** false: only the sign-in providers let people in; password sign-in, registration and reset are refused. */
  PASSWORD_SIGN_IN: onUnlessOff,
  /** Plain-http identity providers: only for tests against a provider on loopback. */
  OAUTH_ALLOW_INSECURE: flag,
  WEB_DIST: optionalText,
  /** Answers of the workout log's reads kept in each process (decision 0023); 0 keeps none. */
  KEPT_ANSWERS: z.coerce.number().int().min(0).max(1_000_000).default(5000),
  /** SQLite: backups written before a start migrates, newest kept (decision 0038); 0 writes none. */
  BACKUP_BEFORE_MIGRATE_KEEP: z.coerce.number().int().min(0).max(1000).default(3),
  /** Password-reset mail: smtp://user:pass@host:587 or smtps://…:465. Unset: no mail is sent. */
  SMTP_URL: optionalText.refine((v) => v === undefined || /^smtps?:\/\/\S+$/.test(v), {
    message: "must start with smtp:// or smtps://",
  }),
  /** The sender of that mail, e.g. "Ironpath <no-reply@lift.example.com>". */
  MAIL_FROM: optionalText,
  /** Only "production" matters: a start without PUBLIC_ORIGIN then logs a warning. */
  NODE_ENV: optionalText,
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  /** Set when the app is served over HTTPS: the session cookie is then Secure. */
  secureCookies: boolean;
  /** Set when the app is served over HTTPS: every answer carries Strict-Transport-Security. */
  hsts: boolean;
}

/**
 * Variables that may hold a password or a key. Each can instead be given as NAME_FILE, the path of
 * a file holding it (a container secret such as /run/secrets/db_url), read at start.
 */
export const SECRET_VARIABLES = [
  "DATABASE_URL",
  "REDIS_URL",
  "SMTP_URL",
  "GOOGLE_CLIENT_SECRET",
  "FACEBOOK_CLIENT_SECRET",
  "OIDC_CLIENT_SECRET",
] as const;

type Environment = Record<string, string | undefined>;

/** The start's refusal of its environment, one problem a line. */
const invalidConfiguration = (problems: string[]) => new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);

/**
 * The environment with each NAME_FILE read into NAME (one trailing newline dropped, as `echo` and
 * editors leave one). Errors name the variable and the path, never what the file holds.
 */
export function readSecretFiles(env: Environment, read = (path: string) => readFileSync(path, "utf8")): Environment {
  const resolved: Environment = { ...env };
  const problems: string[] = [];
  for (const name of SECRET_VARIABLES) {
    const path = env[`${name}_FILE`];
    if (path === undefined || path === "") continue;
    if (env[name] !== undefined && env[name] !== "") {
      problems.push(`${name} and ${name}_FILE are both set: keep one`);
      continue;
    }
    try {
      resolved[name] = read(path).replace(/\r?\n$/, "");
    } catch (err) {
      const why = (err as NodeJS.ErrnoException).code ?? "unreadable";
      problems.push(`${name}_FILE: cannot read ${path} (${why})`);
    }
  }
  if (problems.length > 0) throw invalidConfiguration(problems);
  return resolved;
}

export function loadConfig(env: Environment = process.env): Config {
  const parsed = envSchema.safeParse(readSecretFiles(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw invalidConfiguration(problems);
  }
  const { SMTP_URL, MAIL_FROM, PUBLIC_ORIGIN } = parsed.data;
  // A reset link names the public address; taken from a request's Host it could be an attacker's.
  if (SMTP_URL && (!MAIL_FROM || !PUBLIC_ORIGIN)) {
    throw new Error(
      "Invalid configuration:\n  SMTP_URL needs MAIL_FROM and PUBLIC_ORIGIN (the address reset links point to)",
    );
  }
  const signInProblem = checkSignInProviders(parsed.data);
  if (signInProblem) throw new Error(`Invalid configuration:\n  ${signInProblem}`);
  const https = parsed.data.PUBLIC_ORIGIN?.startsWith("https:") ?? false;
  return { ...parsed.data, secureCookies: https, hsts: https };
}

/** Half an OpenID provider, or password sign-in off with no other way in: words, or undefined. */
function checkSignInProviders(env: Env): string | undefined {
  const oidc = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET];
  if (oidc.some(Boolean) && !oidc.every(Boolean)) {
    return "OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET go together: set all three or none";
  }
  const provider =
    oidc.every(Boolean) ||
    Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) ||
    Boolean(env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET);
  if (!env.PASSWORD_SIGN_IN && !provider) {
    return "PASSWORD_SIGN_IN=false needs a sign-in provider (OIDC_*, GOOGLE_* or FACEBOOK_*), or nobody could sign in";
  }
  return undefined;
}
