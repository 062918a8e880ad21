// SQL statements per request: a second app on the same database whose Kysely instance counts
// every statement it executes (a plugin sees each result) and every transaction it opens.
import type { KyselyPlugin, QueryId, RootOperationNode } from "kysely";
import { buildApp } from "../src/app.js";
import type { BenchServer } from "./bench-server.js";
import type { Call } from "./load-generator.js";

export interface StatementCount {
  statements: number;
  /** Their SQL, in the order they ran (BENCH_SHOW_SQL=1 prints it). */
  sql: string[];
  /** Each one adds a BEGIN and a COMMIT, which the plugin does not see. */
  transactions: number;
}

export type StatementCounter = (call: Call, cookie: string) => Promise<StatementCount>;

export async function startStatementCounter(
  server: BenchServer,
  keptAnswers = server.config.KEPT_ANSWERS,
): Promise<{
  count: StatementCounter;
  close(): Promise<void>;
}> {
  const tally: StatementCount = { statements: 0, sql: [], transactions: 0 };
  const nodes = new Map<QueryId, RootOperationNode>();
  const plugin: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      nodes.set(queryId, node);
      return node;
    },
    transformResult: async ({ result, queryId }) => {
      tally.statements += 1;
      const node = nodes.get(queryId);
      nodes.delete(queryId);
      tally.sql.push(
        node
          ? counted.getExecutor().compileQuery(node, queryId).sql
          : (bound.get(queryId) ?? "(not compiled by Kysely)"),
      );
      bound.delete(queryId);
      return result;
    },
  };
  const counted = server.database.db.withPlugin(plugin);
  // Queries built once (db/bound-query.ts) arrive compiled: their SQL is kept by query id.
  const bound = new Map<QueryId, string>();
  const execute = counted.executeQuery.bind(counted);
  counted.executeQuery = ((query: Parameters<typeof execute>[0], options?: Parameters<typeof execute>[1]) => {
    if ("sql" in query) bound.set(query.queryId, query.sql);
    return execute(query, options);
  }) as typeof counted.executeQuery;
  const begin = counted.transaction.bind(counted);
  counted.transaction = () => {
    tally.transactions += 1;
    return begin();
  };
  // Counted, not measured: its log lines would only fill the tables.
  const app = await buildApp(
    { ...server.config, KEPT_ANSWERS: keptAnswers, LOG_LEVEL: "silent" },
    { ...server.database, db: counted },
  );
  const send = (call: Call, cookie: string) =>
    app.inject({
      method: call.method,
      url: call.path,
      headers: { cookie, ...(call.body ? { "content-type": "application/json" } : {}) },
      ...(call.body ? { payload: call.body } : {}),
    });
  return {
    // The third request is counted: the first may do once-only work (a session's first touch,
    // the next day remembering the day shown), and the second keeps the answer read.
    async count(call, cookie) {
      await send(call, cookie);
      await send(call, cookie);
      Object.assign(tally, { statements: 0, sql: [], transactions: 0 });
      const answer = await send(call, cookie);
      if (answer.statusCode >= 300) throw new Error(`${call.path} answered ${answer.statusCode} while counting`);
      return { ...tally };
    },
    close: () => app.close(),
  };
}

export const formatCount = (c: StatementCount) =>
  c.transactions ? `${c.statements} + ${c.transactions} tx` : String(c.statements);
