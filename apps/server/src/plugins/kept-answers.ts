import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler } from "fastify";
import type { ReadState } from "../db/repositories/auth-sessions-repository.js";
import { readStateOf } from "../services/account/auth-sessions.js";
import { VersionedCache } from "../cache/versioned-cache.js";
import { requireUser } from "./auth-session.js";
import { prependRouteHook } from "./route-hooks.js";

// The workout log's reads, kept as they were sent with the versions they were read at (decision
// 0023): the lifter's data_version and the content_version of what belongs to no one (0025).
// Triggers raise them in the same transaction as any write to what these answers read, whichever
// process writes, and the session check reads them with the session: while both stand the kept
// answer is still the answer, and asking again costs the session check.
//
// A lifter's own write (a saved set) raises their version, so the kept next day would be read
// again at the next open, cold. Instead, once the write's answer is sent, the answers that lifter
// has kept are read again in the background and kept at the new version (decision 0065).

/** A bigger answer is sent, not kept. */
export const KEPT_ANSWER_BYTES = 256 * 1024;
/**
 * Whether an answer's UTF-8 bytes are at most KEPT_ANSWER_BYTES, counted only when its length does
 * not tell: each UTF-16 unit of a string is 1 to 3 bytes of UTF-8 (a pair of surrogates 4), and
 * counting a 10-100 KB answer's bytes was a measurable share of a cold read (decision 0090).
 */
export function fitsKept(body: string): boolean {
  if (body.length * 3 <= KEPT_ANSWER_BYTES) return true;
  if (body.length > KEPT_ANSWER_BYTES) return false;
  return Buffer.byteLength(body) <= KEPT_ANSWER_BYTES;
}

/** Answers of one lifter read again after their write, at most; the least recently asked dropped. */
const REFRESHED_PER_LIFTER = 8;

/** The JSON sent, or null for a 204. */
type Kept = string | null;

/**
 * Reads the answer again after the lifter's write, with their current equipment; undefined when it
 * cannot be read without a write of its own (then it is dropped, and read at the next ask).
 */
export type Refresh = (state: ReadState) => Promise<object | null | undefined>;

interface Refresher {
  refresh: Refresh;
  serialize: (answer: object) => string;
}

declare module "fastify" {
  interface FastifyInstance {
    keptAnswers: KeptAnswers;
  }
}

export class KeptAnswers {
  readonly #kept: VersionedCache<Kept>;
  /** Per lifter, the kept answers to read again after their writes, most recently asked last. */
  readonly #refreshers = new Map<string, Map<string, Refresher>>();
  /** Lifters whose answers are being read again, and whether a write came meanwhile. */
  readonly #refreshing = new Map<string, { again: boolean; done: Promise<void> }>();

  /**
   * `limit`: answers kept at most, the least recently used dropped first (config KEPT_ANSWERS).
   * `readState`: the lifter's versions and equipment now (null once they are gone).
   */
  constructor(
    limit: number,
    private readonly readState: (userId: string) => Promise<ReadState | null>,
  ) {
    this.#kept = new VersionedCache(limit);
  }

  /**
   * Sends the signed-in lifter's kept answer to this URL (and `variant`: anything else the answer
   * depends on) while their data_version and the content_version stand; otherwise reads it
   * (null: 204), sends it through the route's response schema and keeps it. With `refresh`, it is
   * read again after the lifter's writes (it must not take anything from the request).
   */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    variant: string,
    read: () => Promise<object | null>,
    refresh?: Refresh,
  ): Promise<FastifyReply> {
    const { id, dataVersion, contentVersion } = requireUser(request);
    const version = `${dataVersion} ${contentVersion}`;
    // The path only: a query string (which these routes ignore) must not make keys without end.
    const key = `${id} ${variant} ${request.url.split("?", 1)[0]}`;
    const kept = this.#kept.get(key, version);
    if (kept !== undefined) return this.#sendKept(reply, kept);
    const answer = await read();
    const serialize = serializerOf(reply);
    const fresh = this.#keep(key, version, answer, serialize);
    if (refresh && this.#kept.limit > 0) this.#remember(id, key, { refresh, serialize });
    return this.#sendKept(reply, fresh);
  }

  /**
   * Reads again what the lifter has kept, at their version after a write; one reading at a time
   * per lifter, and one more if they wrote meanwhile. Resolves once done (tests wait for it).
   */
  refreshAfterWrite(userId: string): Promise<void> {
    if (!this.#refreshers.has(userId)) return Promise.resolve();
    const running = this.#refreshing.get(userId);
    if (running) {
      running.again = true;
      return running.done;
    }
    const state = { again: false, done: Promise.resolve() };
    state.done = (async () => {
      try {
        do {
          state.again = false;
          await this.#refreshAll(userId);
        } while (state.again);
      } finally {
        this.#refreshing.delete(userId);
      }
    })();
    this.#refreshing.set(userId, state);
    return state.done;
  }

  async #refreshAll(userId: string): Promise<void> {
    // The version is read before the answers: a write landing between leaves them kept at the
    // older version, so they are read again at the next ask, never served stale.
    const state = await this.readState(userId);
    const refreshers = this.#refreshers.get(userId);
    if (!state || !refreshers) {
      this.#refreshers.delete(userId);
      return;
    }
    const version = `${state.dataVersion} ${state.contentVersion}`;
    try {
      for (const [key, { refresh, serialize }] of refreshers) {
        const answer = await refresh(state);
        if (answer === undefined) {
          refreshers.delete(key);
          this.#kept.set(key, version, undefined);
        } else {
          this.#keep(key, version, answer, serialize);
        }
      }
    } catch (err) {
      // Read at the next ask instead (a program deleted meanwhile answers 404 there).
      this.#refreshers.delete(userId);
      throw err;
    }
  }

  #keep(key: string, version: string, answer: object | null, serialize: (answer: object) => string): Kept {
    const fresh: Kept = answer === null ? null : serialize(answer);
    // An app keeping nothing (KEPT_ANSWERS=0) need not weigh what it sends.
    if (this.#kept.limit > 0) this.#kept.set(key, version, fresh === null || fitsKept(fresh) ? fresh : undefined);
    return fresh;
  }

  #remember(userId: string, key: string, refresher: Refresher): void {
    const own = this.#refreshers.get(userId) ?? new Map<string, Refresher>();
    this.#refreshers.delete(userId);
    this.#refreshers.set(userId, own);
    own.delete(key);
    own.set(key, refresher);
    if (own.size > REFRESHED_PER_LIFTER) own.delete(own.keys().next().value as string);
    if (this.#refreshers.size > this.#kept.limit)
      this.#refreshers.delete(this.#refreshers.keys().next().value as string);
  }

  #sendKept(reply: FastifyReply, body: Kept): FastifyReply {
    if (body === null) return reply.code(204).send();
    // A string with a JSON content type is sent as it is: serialised once, when it was read.
    return reply.code(200).type("application/json; charset=utf-8").send(body);
  }
}

/**
 * The route's compiled response serializer for 200, which the kept answer is sent through; it
 * holds nothing of the request, so a refresh may keep it.
 */
function serializerOf(reply: FastifyReply): (answer: object) => string {
  const compiled = reply.getSerializationFunction("200");
  if (!compiled) throw new Error(`${reply.request.routeOptions.url} has no 200 response schema to keep answers by`);
  return (answer) => compiled(answer as { [key: string]: unknown });
}

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

export function registerKeptAnswers(app: FastifyInstance, limit: number): void {
  const kept = new KeptAnswers(limit, (userId) => readStateOf(app.db, userId));
  app.decorate("keptAnswers", kept);
  // After the answer to a lifter's write is sent: it never waits for the reading again.
  const refresh: onResponseHookHandler = function refresh(request, reply, done) {
    if (!READS.has(request.method) && reply.statusCode < 400 && request.user) {
      kept.refreshAfterWrite(request.user.id).catch((err: unknown) => {
        request.log.warn({ err }, "reading kept answers again after a write failed");
      });
    }
    done();
  };
  // On the write routes only: a read never runs the hook (decision 0096).
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((m) => READS.has(m))) return;
    prependRouteHook(route, "onResponse", refresh);
  });
}
