/** The names of a route pattern's `:name` parameters: "/a/:date/:program" gives "date" | "program". */
export type PathParams<T extends string> = T extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : T extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * A call's path from the pattern the server registers (`/api/query/coach_history/:date`), each
 * parameter percent-encoded: the server's pattern and the web's call are one string.
 */
export function apiPath<T extends string>(pattern: T, params: Record<PathParams<T>, string | number>): string {
  const values = params as Record<string, string | number>;
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String(values[name])));
}
