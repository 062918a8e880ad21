import type { RouteOptions } from "fastify";

type HookName = "preHandler" | "onSend" | "onResponse";

/**
 * Puts a hook first among a route's own, from an onRoute hook: a plugin whose hook matters to a few
 * routes only runs on them, where an app-wide hook ran on every request (decision 0096). Route
 * hooks run after the app's, in the order of this list.
 */
export function prependRouteHook(route: RouteOptions, name: HookName, hook: unknown): void {
  const own = route[name] as unknown;
  const list = own === undefined ? [] : Array.isArray(own) ? own : [own];
  (route as unknown as Record<HookName, unknown[]>)[name] = [hook, ...list];
}
