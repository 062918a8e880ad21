import { z } from "zod";

// Response pieces shared by several feature routes.
export const errorSchema = z.object({
  error: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export const okSchema = z.object({ ok: z.literal(true) });
export const programParam = z.string().min(1).max(100);
