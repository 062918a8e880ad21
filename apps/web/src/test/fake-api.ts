import { vi } from "vitest";

// The server as a component test sees it: `fetch` answered by a handler, every call written down.

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

/** Stubs `fetch` (undo with vi.unstubAllGlobals); unhandled calls answer 404. */
export function stubApi(handle: (call: ApiCall) => Response | Promise<Response> | undefined): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, init: RequestInit = {}) => {
      const call = {
        method: init.method ?? "GET",
        path,
        body: typeof init.body === "string" ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      return (await handle(call)) ?? json(404, { error: `No route for ${call.method} ${path}` });
    }),
  );
  return calls;
}
