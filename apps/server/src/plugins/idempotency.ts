import type { FastifyInstance, onSendAsyncHookHandler, preHandlerAsyncHookHandler } from "fastify";
import {
  StillSavingError,
  claimIdempotencyKey,
  keepIdempotentAnswer,
  releaseIdempotencyKey,
  requireIdempotencyKey,
} from "../services/idempotent-writes.js";
import { requireUser, signedIn } from "./auth-session.js";
import { prependRouteHook } from "./route-hooks.js";

// A logging or coach write sent with an `Idempotency-Key` header runs once per key and user;
// every copy gets the first copy's answer, marked `Idempotent-Replayed: true` (decision 0042).
// Without the header a route behaves as before.

declare module "fastify" {
  interface FastifyRequest {
    /** The key this request claimed: its answer is kept when it is sent. */
    idempotencyKey: string | undefined;
  }
  interface FastifyContextConfig {
    idempotent?: boolean;
  }
}

/** Route option of a signed-in write that honours an `Idempotency-Key`. */
export const signedInIdempotent = { config: { ...signedIn.config, idempotent: true } } as const;

export const IDEMPOTENCY_HEADER = "idempotency-key";

export function registerIdempotency(app: FastifyInstance): void {
  app.decorateRequest("idempotencyKey", undefined);

  // After validation: a body the schema refuses claims no key, and the hash reads the parsed body.
  const claim: preHandlerAsyncHookHandler = async function claim(request, reply) {
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined) return;
    const key = requireIdempotencyKey(header);
    const { id } = requireUser(request);
    const write = { method: request.method, url: request.url, body: request.body };
    try {
      const claim = await claimIdempotencyKey(app.db, id, key, write);
      if (claim.first) {
        request.idempotencyKey = key;
        return;
      }
      return reply
        .code(claim.status)
        .header("idempotent-replayed", "true")
        .type("application/json; charset=utf-8")
        .send(claim.answer);
    } catch (err) {
      if (err instanceof StillSavingError) reply.header("retry-after", "1");
      throw err;
    }
  };

  // A refusal (4xx) is an answer too, kept like a success; a server failure frees the key.
  const keep: onSendAsyncHookHandler = async function keep(request, reply, payload) {
    const key = request.idempotencyKey;
    if (key === undefined || !request.user) return payload;
    request.idempotencyKey = undefined;
    const userId = request.user.id;
    try {
      if (reply.statusCode >= 500 || typeof payload !== "string") {
        await releaseIdempotencyKey(app.db, userId, key);
      } else {
        await keepIdempotentAnswer(app.db, userId, key, { status: reply.statusCode, body: payload });
      }
    } catch (err) {
      // The answer still goes out; the claim, left unanswered, is taken over after a minute.
      request.log.error({ err }, "could not keep the idempotent answer");
    }
    return payload;
  };

  // Only the routes that honour a key run these hooks, first of their own: a read never pays for
  // them (decision 0096).
  app.addHook("onRoute", (route) => {
    if (!route.config?.idempotent) return;
    prependRouteHook(route, "preHandler", claim);
    prependRouteHook(route, "onSend", keep);
  });
}
