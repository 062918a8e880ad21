import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { setSecurityHeaders } from "./security.js";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";

/** An error whose message is meant for the client, with the status to send. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/** "/password" → "password"; the request part itself (body, params) when the whole part is wrong. */
function fieldName(instancePath: string, context: string): string {
  const path = instancePath.split("/").filter(Boolean).join(".");
  return path || context;
}

/**
 * Every error leaves as `{error, fields?}`. A client mistake says what is wrong in words;
 * anything unexpected becomes "Internal error" with a request id, its details only in the log.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const name = fieldName(issue.instancePath, err.validationContext ?? "request");
        fields[name] ??= issue.message ?? "is invalid";
      }
      const summary = Object.entries(fields)
        // "weight must be at least 50" reads as a sentence; a message of its own keeps a colon.
        .map(([k, v]) => (/^[a-z]/.test(v) ? `${k} ${v}` : `${k}: ${v}`))
        .join("; ");
      return reply.code(400).send({
        error: `Invalid ${err.validationContext ?? "request"}: ${summary}`,
        fields,
      });
    }
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).send({
        error: err.message,
        ...(err.fields ? { fields: err.fields } : {}),
      });
    }
    const status = err.statusCode ?? 500;
    if (status < 500 && !isResponseSerializationError(err)) {
      return reply.code(status).send({ error: err.message });
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
