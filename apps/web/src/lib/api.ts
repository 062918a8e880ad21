// The one API client. Every call goes to the same origin with the session cookie.

export interface ApiResponse<T> {
  status: number;
  data: T;
  headers: Headers;
}

export interface ApiRequest {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers (the outbox's Idempotency-Key). */
  headers?: Record<string, string>;
}

/** A response with a status of 400 or more, or no response at all (status 0). */
export class ApiError extends Error {
  readonly status: number;
  readonly fields?: Record<string, unknown>;
  readonly data: unknown;
  readonly headers?: Headers;

  constructor(
    status: number,
    message: string,
    extra: { fields?: Record<string, unknown>; data?: unknown; headers?: Headers; cause?: unknown } = {},
  ) {
    super(message, { cause: extra.cause });
    this.name = "ApiError";
    this.status = status;
    this.fields = extra.fields;
    this.data = extra.data;
    this.headers = extra.headers;
  }
}

/** What a lifter reads when a call fails without an answer in words (a bug, not the server). */
export const SOMETHING_WENT_WRONG = "Something went wrong.";

/**
 * The words to show for a failed call: the server's own, else the call's own `fallback` ("Set 2
 * could not be saved."), else the general one, with 'Try again.' where the lifter can simply
 * resubmit (a form, a dialog).
 */
export function messageOf(error: unknown, options: { tryAgain?: boolean; fallback?: string } = {}): string {
  if (error instanceof ApiError) return error.message;
  if (options.fallback) return options.fallback;
  return options.tryAgain ? `${SOMETHING_WENT_WRONG} Try again.` : SOMETHING_WENT_WRONG;
}

export const NO_RESPONSE_MESSAGE = "No response from the server. Check your connection and try again.";

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function errorText(body: unknown, status: number): string {
  if (body && typeof body === "object" && "error" in body && typeof body.error === "string") {
    return body.error;
  }
  return `Request failed with status ${status}`;
}

export async function apiFetch<T = unknown>(
  path: string,
  { method = "GET", body, signal, headers }: ApiRequest = {},
): Promise<ApiResponse<T>> {
  const init: RequestInit = { method, credentials: "include", signal, headers };
  if (body !== undefined) {
    init.headers = { ...headers, "content-type": "application/json" };
    init.body = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiError(0, NO_RESPONSE_MESSAGE, { cause });
  }

  const data = await readBody(response);
  if (response.status >= 400) {
    const fields =
      data && typeof data === "object" && "fields" in data && data.fields && typeof data.fields === "object"
        ? (data.fields as Record<string, unknown>)
        : undefined;
    throw new ApiError(response.status, errorText(data, response.status), {
      fields,
      data,
      headers: response.headers,
    });
  }
  return { status: response.status, data: data as T, headers: response.headers };
}
