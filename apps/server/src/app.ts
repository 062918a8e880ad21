import fastifyCookie from "@fastify/cookie";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
  type RouteOptions,
} from "fastify";
import { Redis } from "ioredis";
import {
  type ZodTypeProvider,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from "fastify-type-provider-zod";
import type { Kysely } from "kysely";
import type { Config } from "./config.js";
import type { Db } from "./db/create-db.js";
import type { Database } from "./db/schema.js";
import { createMailer } from "./mail/mailer.js";
import { answerFrameworkError, registerErrorHandling } from "./plugins/errors.js";
import { registerIdempotency } from "./plugins/idempotency.js";
import { registerKeptAnswers } from "./plugins/kept-answers.js";
import { answerClientError, registerSecurity } from "./plugins/security.js";
import { type SessionOptions, registerSession } from "./plugins/auth-session.js";
import { registerWeb } from "./plugins/web.js";
import { accountRoutes } from "./routes/account/account-routes.js";
import { authRoutes } from "./routes/account/auth-routes.js";
import { builderRoutes } from "./routes/builder/builder-routes.js";
import { coachRoutes } from "./routes/coach/coach-routes.js";
import { coachGainRoutes } from "./routes/coach/coach-gain-routes.js";
import { coachLossRoutes } from "./routes/coach/coach-loss-routes.js";
import { coachMaintenanceRoutes } from "./routes/coach/coach-maintenance-routes.js";
import { daySummaryRoutes } from "./routes/training/day-summary-routes.js";
import { supersetRoutes } from "./routes/training/superset-routes.js";
import { emptyWorkoutRoutes } from "./routes/training/empty-workout-routes.js";
import { equipmentRoutes } from "./routes/training/equipment-routes.js";
import { exerciseUnitRoutes } from "./routes/training/exercise-unit-routes.js";
import { notesAndWarmUpRoutes } from "./routes/training/notes-and-warm-up-routes.js";
import { healthRoutes } from "./routes/health-routes.js";
import { historyRoutes } from "./routes/training/history-routes.js";
import { oauthRoutes } from "./routes/account/oauth-routes.js";
import { passwordResetRoutes } from "./routes/account/password-reset-routes.js";
import { profileRoutes } from "./routes/account/profile-routes.js";
import { programRoutes } from "./routes/training/program-routes.js";
import { transferRoutes } from "./routes/transfer/transfer-routes.js";
import { workoutDayRoutes } from "./routes/training/workout-day-routes.js";
import { workoutEntryRoutes } from "./routes/training/workout-entry-routes.js";
import { dayChangeRoutes } from "./routes/training/day-change-routes.js";
import { signInOffer } from "./services/account/password-sign-in.js";

declare module "fastify" {
  interface FastifyInstance {
    db: Kysely<Database>;
    /** Every route registered, with its options: the route registry test walks it. */
    routeRegistry: RouteOptions[];
  }
}

/**
 * One log line per request, written when it is answered, with what the line at its arrival said
 * (method, URL, address): that second line was about 2 % of a cold read's CPU (decision 0085).
 * Errors are logged as before.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, "request errored");
    else reply.log.info(line, "request completed");
  }
}

/** Builds the whole app (every option, plugin and route) on a migrated database; never listens. */
export async function buildApp(
  config: Config,
  { db }: Db,
  /** Where the log lines go (standard output when unset): tests read the security events. */
  logStream?: { write(line: string): void },
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL, ...(logStream ? { stream: logStream } : {}) },
    logController: new OneLinePerRequest(),
    trustProxy: config.TRUST_PROXY,
    requestTimeout: 30_000,
    // Node looks for requests past their time every 30 s by default, so a body that stopped
    // coming was answered after up to a minute more; every 2 s keeps the 30 s close to 30 s.
    http: { connectionsCheckingInterval: 2_000, headersTimeout: 30_000 },
    // What Node refuses before Fastify (a 16 KB address) carries the security headers too.
    clientErrorHandler: answerClientError(config.hsts),
    // Every form of the app sends a few KB at most; plugins/security.ts also bounds the nesting.
    bodyLimit: 64 * 1024,
    // Long enough for any name the schemas allow (100 characters) once percent-encoded.
    routerOptions: { maxParamLength: 1000 },
    // The router's own refusals (an undecodable %ZZ in the path) answer like every other error.
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("db", db);
  const routeRegistry: RouteOptions[] = [];
  app.decorate("routeRegistry", routeRegistry);
  app.addHook("onRoute", (route) => {
    routeRegistry.push(route);
  });

  registerErrorHandling(app);
  registerSecurity(app, config);
  await app.register(fastifyCookie);
  // Per-IP counters live in Redis when several processes must share them, else in this process.
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { connectTimeout: 1000, maxRetriesPerRequest: 1, lazyConnect: true })
    : undefined;
  if (redis) {
    redis.on("error", (err) => app.log.warn({ err }, "redis unavailable: the per-IP limit is skipped"));
    await redis.connect();
    app.addHook("onClose", async () => {
      await redis.quit();
    });
  }
  // Redis down: let requests through (skipOnError) rather than refuse every sign-in; the
  // per-account limit in the database still holds.
  await app.register(fastifyRateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: "ironpath-rate-limit-", skipOnError: true } : {}),
  });

  const session: SessionOptions = {
    policy: {
      idleDays: config.SESSION_IDLE_DAYS,
      absoluteDays: config.SESSION_ABSOLUTE_DAYS,
    },
    secure: config.secureCookies,
  };
  registerSession(app, session);
  registerKeptAnswers(app, config.KEPT_ANSWERS);
  registerIdempotency(app);

  await app.register(fastifySwagger, {
    openapi: { info: { title: "Ironpath API", version: "0.1.0" } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs" });

  await app.register(healthRoutes);
  const offer = signInOffer(config);
  await app.register(authRoutes, {
    session,
    publicOrigin: config.PUBLIC_ORIGIN,
    rateLimitPerMinute: config.AUTH_RATE_LIMIT_PER_MINUTE,
    offer,
  });
  await app.register(oauthRoutes, { config, session });
  await app.register(accountRoutes, { session, rateLimitPerMinute: config.AUTH_RATE_LIMIT_PER_MINUTE });
  // Reset links by e-mail only when SMTP is configured (loadConfig then requires PUBLIC_ORIGIN).
  const mailer = config.SMTP_URL && config.MAIL_FROM ? createMailer(config.SMTP_URL, config.MAIL_FROM) : undefined;
  if (mailer) app.addHook("onClose", async () => mailer.close());
  await app.register(passwordResetRoutes, {
    mailer,
    publicOrigin: config.PUBLIC_ORIGIN,
    rateLimitPerMinute: config.AUTH_RATE_LIMIT_PER_MINUTE,
    offer,
  });
  await app.register(programRoutes);
  await app.register(workoutDayRoutes, { publicOrigin: config.PUBLIC_ORIGIN });
  await app.register(workoutEntryRoutes);
  await app.register(dayChangeRoutes);
  await app.register(daySummaryRoutes);
  await app.register(supersetRoutes);
  await app.register(notesAndWarmUpRoutes);
  await app.register(historyRoutes);
  await app.register(emptyWorkoutRoutes);
  await app.register(profileRoutes);
  await app.register(equipmentRoutes);
  await app.register(exerciseUnitRoutes);
  await app.register(builderRoutes);
  await app.register(coachRoutes);
  await app.register(coachLossRoutes);
  await app.register(coachGainRoutes);
  await app.register(coachMaintenanceRoutes);
  await app.register(transferRoutes);

  await registerWeb(app, config.WEB_DIST);
  return app;
}
