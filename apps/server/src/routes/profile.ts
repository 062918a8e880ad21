import { userInfoSchema } from "@ironpath/domain/profile/user-info.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { saveUserInfo } from "../db/repositories/user-info.js";
import { requireUser, signedIn } from "../plugins/session.js";
import { errorSchema, okSchema } from "./schemas.js";

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/api/add/user_info",
    {
      ...signedIn,
      schema: {
        tags: ["profile"],
        body: userInfoSchema,
        response: { 200: okSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => {
      await saveUserInfo(app.db, requireUser(request).id, request.body, new Date().toISOString());
      return { ok: true as const };
    },
  );
};
