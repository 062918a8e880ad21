// fetch for tests that drive a server process: every call bounded in time, a network failure
// answered as status 0 instead of thrown, and the session cookie picked out of Set-Cookie.

export interface Answer {
  /** 0 when no answer came (refused, reset, timed out). */
  status: number;
  body: unknown;
  /** `ironpath_session=…` when the answer set one. */
  cookie?: string;
  ms: number;
}

export async function call(
  baseURL: string,
  method: "GET" | "POST",
  path: string,
  options: { body?: unknown; cookie?: string; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<Answer> {
  const started = performance.now();
  const headers: Record<string, string> = { ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  try {
    const response = await fetch(`${baseURL}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    const text = await response.text();
    const session = response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .find((c) => c?.startsWith("ironpath_session="));
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: keep the text.
    }
    return { status: response.status, body, ms: performance.now() - started, ...(session ? { cookie: session } : {}) };
  } catch {
    return { status: 0, body: undefined, ms: performance.now() - started };
  }
}

export const TEST_PASSWORD = "Squat#2025";

/** Registers a fresh account on a running server and returns its session cookie. */
export async function registerOn(baseURL: string, email: string, headers?: Record<string, string>): Promise<string> {
  const res = await call(baseURL, "POST", "/api/auth/register", {
    body: { email, password: TEST_PASSWORD },
    ...(headers ? { headers } : {}),
  });
  if (res.status !== 201 || !res.cookie)
    throw new Error(`register answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.cookie;
}
