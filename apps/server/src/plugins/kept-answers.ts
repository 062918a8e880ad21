import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { VersionedCache } from "../versioned-cache.js";
import { requireUser } from "./session.js";

// The workout log's reads, kept as they were sent with the versions they were read at (decision
// 0023): the lifter's data_version and the content_version of what belongs to no one (0025).
// Triggers raise them in the same transaction as any write to what these answers read, whichever
// process writes, and the session check reads them with the session: while both stand the kept
// answer is still the answer, and asking again costs the session check.

/** A bigger answer is sent, not kept. */
export const KEPT_ANSWER_BYTES = 256 * 1024;

/** The JSON sent, or null for a 204. */
type Kept = string | null;

declare module "fastify" {
  interface FastifyInstance {
    keptAnswers: KeptAnswers;
  }
}

export class KeptAnswers {
  readonly #kept: VersionedCache<Kept>;

  /** `limit`: answers kept at most, the least recently used dropped first (config KEPT_ANSWERS). */
  constructor(limit: number) {
    this.#kept = new VersionedCache(limit);
  }

  /**
   * Sends the signed-in lifter's kept answer to this URL (and `variant`: anything else the answer
   * depends on) while their data_version and the content_version stand; otherwise reads it
   * (null: 204), sends it through the route's response schema and keeps it.
   */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    variant: string,
    read: () => Promise<object | null>,
  ): Promise<FastifyReply> {
    const { id, dataVersion, contentVersion } = requireUser(request);
    const version = `${dataVersion} ${contentVersion}`;
    // The path only: a query string (which these routes ignore) must not make keys without end.
    const key = `${id} ${variant} ${request.url.split("?", 1)[0]}`;
    const kept = this.#kept.get(key, version);
    if (kept !== undefined) return this.#sendKept(reply, kept);
    const answer = await read();
    const fresh: Kept = answer === null ? null : String(reply.code(200).serialize(answer));
    const small = fresh === null || Buffer.byteLength(fresh) <= KEPT_ANSWER_BYTES;
    this.#kept.set(key, version, small ? fresh : undefined);
    return this.#sendKept(reply, fresh);
  }

  #sendKept(reply: FastifyReply, body: Kept): FastifyReply {
    if (body === null) return reply.code(204).send();
    // A string with a JSON content type is sent as it is: serialised once, when it was read.
    return reply.code(200).type("application/json; charset=utf-8").send(body);
  }
}

export function registerKeptAnswers(app: FastifyInstance, limit: number): void {
  app.decorate("keptAnswers", new KeptAnswers(limit));
}
