import { ApiError } from "../../lib/api";

/** The server's words for one field of a refused form (400 `fields`), if it named that field. */
export function fieldError(error: unknown, field: string): string | undefined {
  const message = error instanceof ApiError ? error.fields?.[field] : undefined;
  return typeof message === "string" ? message : undefined;
}
