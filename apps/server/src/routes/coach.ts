import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedIn } from "../plugins/session.js";
import { errorSchema } from "./schemas.js";

/**
 * The body-weight coach. Until it is built no user has a goal, so the Weight Assistant query
 * answers 201 (no goal yet), which the menu maps to /weightloss.
 */
export const coachRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/query/user_weight_loss_helper_present",
    { ...signedIn, schema: { tags: ["coach"], response: { 201: z.object({ goal: z.null() }), 401: errorSchema } } },
    async (_request, reply) => reply.code(201).send({ goal: null }),
  );
};
