import type { RouteOptions } from "fastify";
import type { z } from "zod";

// Reading the zod schemas a route declares, for the registry, the access matrix and the fuzzing.

type AnySchema = z.ZodType & { _zod: { def: Record<string, any> } };

/** The object schema under wrappers (optional, default, pipe, preprocess, refinements). */
export function objectOf(schema: unknown): AnySchema | undefined {
  let s = schema as AnySchema | undefined;
  for (let i = 0; i < 10 && s?._zod; i++) {
    const def = s._zod.def;
    if (def.type === "object") return s;
    s = def.innerType ?? def.in ?? def.schema;
  }
  return undefined;
}

/** Strict: an object that refuses keys it does not name. */
export function isStrictObject(schema: unknown): boolean {
  return objectOf(schema)?._zod.def.catchall?._zod.def.type === "never";
}

/** The routes this project wrote (the API and the health check), one per method and path. */
export function projectRoutes(registry: RouteOptions[]): RouteOptions[] {
  return registry.filter(
    (r) =>
      r.method !== "HEAD" && (r.url === "/healthz" || (r.url.startsWith("/api/") && !r.url.startsWith("/api/docs"))),
  );
}

export const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
