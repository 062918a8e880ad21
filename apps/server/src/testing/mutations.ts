import type { RouteRequest } from "./route-requests.js";

// Ways to spoil a valid request. Each says whether the result is surely invalid (then it must be
// refused with a 4xx); otherwise the route's own schema decides and only a 5xx is a failure.

export interface Spoiled {
  name: string;
  method: string;
  url: string;
  body?: unknown;
  raw?: string;
  contentType?: string;
  /** Refused whatever the schema says (bad JSON, wrong content type, unknown keys...). */
  surelyInvalid: boolean;
}

const deep = (levels: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = [value];
  return value;
};

type Body = Record<string, unknown>;
const fields = (body: unknown): string[] => (body && typeof body === "object" ? Object.keys(body) : []);
const withField = (body: Body, key: string, value: unknown): Body => ({ ...body, [key]: value });
const isDate = (value: unknown) => typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value);
/**
 * Dates no lifter lives on: every date a route takes must refuse them, and cheaply (a far-future
 * coach date once computed day by day up to the year 9999; decision 0033).
 */
const FAR_DATES: [string, string][] = [
  ["a far-future date", "9999-12-31"],
  ["a next-century date", "2100-01-01"],
  ["year 0", "0000-01-01"],
  ["the day before 1970", "1969-12-31"],
];

/** Spoilt copies of a request's body (for routes that take one). */
export function spoilBody(request: RouteRequest, required: readonly string[]): Spoiled[] {
  const body = (request.body ?? {}) as Body;
  const base = { method: request.method, url: request.url };
  const json = JSON.stringify(body);
  const keys = fields(body);
  const first = keys[0];
  const out: Spoiled[] = [
    { ...base, name: "an unknown key", body: { ...body, unexpected: 1 }, surelyInvalid: true },
    { ...base, name: "__proto__", raw: `{"__proto__":{"admin":true},${json.slice(1)}`, surelyInvalid: true },
    { ...base, name: "bad JSON", raw: json.slice(0, -1), surelyInvalid: true },
    { ...base, name: "text/plain", raw: json, contentType: "text/plain", surelyInvalid: true },
    { ...base, name: "an array body", body: [body], surelyInvalid: true },
    { ...base, name: "deep nesting", body: { ...body, nested: deep(200) }, surelyInvalid: true },
    { ...base, name: "a huge body", raw: JSON.stringify({ ...body, pad: "x".repeat(80_000) }), surelyInvalid: true },
  ];
  for (const key of required) {
    const { [key]: _, ...rest } = body;
    out.push({ ...base, name: `no ${key}`, body: rest, surelyInvalid: true });
  }
  for (const key of keys) {
    out.push({ ...base, name: `${key} as an object`, body: withField(body, key, { x: 1 }), surelyInvalid: true });
    out.push({
      ...base,
      name: `${key} as a huge string`,
      body: withField(body, key, "9".repeat(5000)),
      surelyInvalid: false,
    });
    out.push({ ...base, name: `${key} as a fraction`, body: withField(body, key, 5.0000001), surelyInvalid: false });
    out.push({ ...base, name: `${key} as a tiny number`, body: withField(body, key, 5e-324), surelyInvalid: false });
    out.push({
      ...base,
      name: `${key} as an impossible date`,
      body: withField(body, key, "2026-02-30"),
      surelyInvalid: false,
    });
    if (isDate(body[key])) {
      for (const [label, date] of FAR_DATES) {
        out.push({ ...base, name: `${key} as ${label}`, body: withField(body, key, date), surelyInvalid: true });
      }
    }
    out.push({ ...base, name: `${key} with NUL`, body: withField(body, key, "a\u0000b"), surelyInvalid: true });
    out.push({
      ...base,
      name: `${key} as a huge array`,
      body: withField(body, key, new Array(5000).fill(1)),
      surelyInvalid: true,
    });
  }
  if (first) out.push({ ...base, name: "a negative", body: withField(body, first, -1), surelyInvalid: false });
  return out;
}

/** Spoilt copies of a request's path: each parameter replaced with junk. */
export function spoilParams(request: RouteRequest, template: string): Spoiled[] {
  const names = [...template.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] as string);
  const junk: [string, string][] = [
    ["empty", ""],
    ["NUL", "%00"],
    ["undecodable", "%ZZ"],
    ["a fraction", "1.5"],
    ["a negative", "-1"],
    ["a huge number", "1e308"],
    ["a long text", "y".repeat(3000)],
    ["an impossible date", "2026-02-30"],
    ["a traversal", "..%2F..%2Fetc"],
  ];
  return names.flatMap((name) =>
    [...junk, ...(isDate(request.params[name]) ? FAR_DATES : [])].map(([label, value]) => ({
      name: `${name} ${label}`,
      method: request.method,
      body: request.body,
      url: template.replace(/:([A-Za-z]+)/g, (_, p: string) =>
        p === name ? value : encodeURIComponent(String(request.params[p])),
      ),
      surelyInvalid: FAR_DATES.some(([, date]) => date === value),
    })),
  );
}
