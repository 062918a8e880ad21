import {
  ConflictError,
  ForbiddenError,
  InvalidError,
  NotFoundError,
  ThrottledError,
  UnauthorisedError,
  UnavailableError,
} from "@ironpath/domain/errors";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { setSecurityHeaders } from "./security.js";

/** The one place the domain's errors become statuses. */
const STATUS_OF = [
  [InvalidError, 400],
  [UnauthorisedError, 401],
  [ForbiddenError, 403],
  [NotFoundError, 404],
  [ConflictError, 409],
  [ThrottledError, 429],
  [UnavailableError, 503],
] as const;

function statusOf(err: unknown): number | undefined {
  return STATUS_OF.find(([kind]) => err instanceof kind)?.[1];
}

/** "/password" → "password"; the request part itself (body, params) when the whole part is wrong. */
function fieldName(instancePath: string, context: string): string {
  const path = instancePath.split("/").filter(Boolean).join(".");
  return path || context;
}

/** A schema's refusal as `{error, fields}`: "Invalid body: weight must be at least 50". */
function validationBody(err: FastifyError & Parameters<typeof hasZodFastifySchemaValidationErrors>[0]) {
  const fields: Record<string, string> = {};
  const context = err.validationContext ?? "request";
  for (const issue of err.validation ?? []) {
    fields[fieldName(issue.instancePath, context)] ??= issue.message ?? "is invalid";
  }
  const summary = Object.entries(fields)
    // "weight must be at least 50" reads as a sentence; a message of its own keeps a colon.
    .map(([k, v]) => (/^[a-z]/.test(v) ? `${k} ${v}` : `${k}: ${v}`))
    .join("; ");
  return { error: `Invalid ${context}: ${summary}`, fields };
}

/**
 * Every error leaves as `{error, fields?}`. A client mistake says what is wrong in words;
 * anything unexpected becomes "Internal error" with a request id, its details only in the log.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) return reply.code(400).send(validationBody(err));
    const status = statusOf(err);
    if (status !== undefined) {
      if (err instanceof ThrottledError) reply.header("retry-after", String(err.retryAfterSeconds));
      if (err instanceof UnavailableError) request.log.warn({ err }, "a dependency is unavailable");
      const fields = err instanceof InvalidError ? err.fields : undefined;
      return reply.code(status).send({ error: err.message, ...(fields ? { fields } : {}) });
    }
    // Fastify's own refusals (bad JSON, an unsupported content type, a body too large).
    const frameworkStatus = err.statusCode ?? 500;
    if (frameworkStatus < 500 && !isResponseSerializationError(err)) {
      return reply.code(frameworkStatus).send({ error: err.message });
    }
    request.log.error({ err }, "request failed");
    return reply.code(500).send({ error: "Internal error", requestId: request.id });
  });
}

/** Errors Fastify raises before routing (a path it cannot decode): a 400 in our shape. */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  request.log.info({ code: error.code }, "request refused by the router");
  setSecurityHeaders(reply, request.url);
  reply.code(400).send({ error: "Bad request: the address could not be read" });
}
