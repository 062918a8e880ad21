import { sql } from "kysely";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/healthz",
    {
      schema: {
        tags: ["operations"],
        response: {
          200: z.object({ status: z.literal("ok") }),
          503: z.object({ error: z.string() }),
        },
      },
    },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(app.db);
        return { status: "ok" as const };
      } catch (err) {
        request.log.error({ err }, "database unreachable");
        return reply.code(503).send({ error: "Database unreachable" });
      }
    },
  );
};
