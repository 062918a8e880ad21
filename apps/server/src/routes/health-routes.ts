import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { open } from "../plugins/auth-session.js";
import { checkDatabase } from "../services/health.js";
import { errorSchema } from "./schemas.js";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/healthz",
    {
      ...open,
      schema: {
        tags: ["operations"],
        response: { 200: z.object({ status: z.literal("ok") }), 503: errorSchema },
      },
    },
    async () => {
      await checkDatabase(app.db);
      return { status: "ok" as const };
    },
  );
};
