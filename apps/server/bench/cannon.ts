// The load generator, run as a child process (see load-generator.ts) so that autocannon never
// shares the event loop of the server it measures. It takes jobs over IPC and answers each with
// a summary; every value crossing the process boundary is plain data.
import autocannon from "autocannon";

export interface Call {
  method: "GET" | "POST";
  path: string;
  /** A JSON body, already serialised. */
  body?: string;
}

export interface Job {
  /** http://127.0.0.1:port, loopback only. */
  origin: string;
  connections: number;
  seconds: number;
  /** Stops earlier once this many requests were sent (never below `connections`). */
  maxRequests?: number;
  /**
   * One sequence of calls per user, each with its own cookie. Connection i plays user
   * i mod users.length and repeats its sequence until the time is up.
   */
  users: { cookie?: string; calls: Call[] }[];
}

export interface Summary {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  /** Socket errors, timeouts included. */
  errors: number;
  /** Requests without an answer within autocannon's 10 s. */
  timeouts: number;
  statusCodes: Record<string, number>;
}

function requestsOf(user: Job["users"][number]): autocannon.Request[] {
  return user.calls.map((call) => ({
    method: call.method,
    path: call.path,
    headers: {
      ...(user.cookie ? { cookie: user.cookie } : {}),
      ...(call.body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(call.body === undefined ? {} : { body: call.body }),
  }));
}

export async function runJob(job: Job): Promise<Summary> {
  if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(job.origin)) throw new Error(`Loopback only, not ${job.origin}`);
  const first = job.users[0];
  if (!first) throw new Error("A job needs at least one user");
  let next = 0;
  const result = await autocannon({
    url: job.origin,
    connections: job.connections,
    duration: job.seconds,
    ...(job.maxRequests ? { maxOverallRequests: Math.max(job.maxRequests, job.connections) } : {}),
    requests: requestsOf(first),
    setupClient: (client) => {
      const user = job.users[next % job.users.length] ?? first;
      next += 1;
      client.setRequests(requestsOf(user));
    },
  });
  const statusCodes = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, Number(count ?? 0)]),
  );
  return {
    requests: result.requests.total,
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
  };
}

// Only when forked: importing the types from the parent must not start listening to IPC.
if (process.send) {
  process.on("message", async (message: { id: number; job: Job }) => {
    try {
      process.send?.({ id: message.id, summary: await runJob(message.job) });
    } catch (error) {
      process.send?.({ id: message.id, error: String(error) });
    }
  });
}
