// Accounts for tests that need a signed-in browser quickly, without going through the forms.
import { randomUUID } from "node:crypto";
import { type APIRequestContext, type BrowserContext, request as playwrightRequest } from "playwright-core";

export const TEST_PASSWORD = "Squat#2025";

export interface TestUser {
  id: string;
  email: string;
  password: string;
  /** `name=value` of the session cookie the server set at registration. */
  cookie: string;
}

/** A fresh, unique e-mail address (valid for the app's rules). */
export function uniqueEmail(prefix = "lifter"): string {
  return `${prefix}-${randomUUID().slice(0, 12)}@example.com`;
}

function sessionCookie(setCookie: string | undefined): string {
  // The first `name=value` of each Set-Cookie line; Playwright joins several with "\n".
  const pairs = (setCookie ?? "")
    .split("\n")
    .map((line) => line.split(";")[0]?.trim())
    .filter((pair): pair is string => !!pair && !pair.endsWith("="));
  return pairs.join("; ");
}

/**
 * Registers a unique user with `POST /api/auth/register` (password "Squat#2025"); the server signs
 * them in.
 *
 * - `signUpThroughApi(context.request)` (a BrowserContext's request, created with `baseURL`): the
 *   session cookie lands in the context, so its pages are signed in at once.
 * - `signUpThroughApi(context)`: the same, given the context itself.
 * - `signUpThroughApi(baseURL)`: a throwaway request context; use the returned `cookie` yourself.
 */
export async function signUpThroughApi(
  target: APIRequestContext | BrowserContext | string,
  options: { email?: string; password?: string; baseURL?: string } = {},
): Promise<TestUser> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? TEST_PASSWORD;

  let api: APIRequestContext;
  let dispose: (() => Promise<void>) | undefined;
  if (typeof target === "string") {
    api = await playwrightRequest.newContext({ baseURL: target });
    dispose = () => api.dispose();
  } else if ("newPage" in target) {
    api = target.request;
  } else {
    api = target;
  }

  try {
    // A relative URL needs the context's baseURL; an explicit one wins.
    const url = options.baseURL ? new URL("/api/auth/register", options.baseURL).href : "/api/auth/register";
    const response = await api.post(url, { data: { email, password } });
    const body = await response.text();
    if (response.status() !== 201) {
      throw new Error(`POST /api/auth/register answered ${response.status()}: ${body}`);
    }
    const { user } = JSON.parse(body) as { user: { id: string; email: string } };
    return { id: user.id, email: user.email, password, cookie: sessionCookie(response.headers()["set-cookie"]) };
  } finally {
    await dispose?.();
  }
}
