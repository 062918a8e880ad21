import { z } from "zod";

const flag = z
  .enum(["true", "false", "1", "0"])
  .optional()
  .transform((v) => v === "true" || v === "1");

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

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const { SMTP_URL, MAIL_FROM, PUBLIC_ORIGIN } = parsed.data;
  // A reset link names the public address; taken from a request's Host it could be an attacker's.
  if (SMTP_URL && (!MAIL_FROM || !PUBLIC_ORIGIN)) {
    throw new Error(
      "Invalid configuration:\n  SMTP_URL needs MAIL_FROM and PUBLIC_ORIGIN (the address reset links point to)",
    );
  }
  const https = parsed.data.PUBLIC_ORIGIN?.startsWith("https:") ?? false;
  return { ...parsed.data, secureCookies: https, hsts: https };
}
