import { userInfoPath, profilePath } from "@ironpath/domain/profile/profile-paths";
import { profileResponseSchema, userInfoSchema } from "@ironpath/domain/profile/user-info.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser, signedIn } from "../../plugins/auth-session.js";
import { getProfile, saveProfile } from "../../services/account/profile.js";
import { errorSchema, okSchema } from "../schemas.js";

const tags = ["profile"];

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    userInfoPath,
    {
      ...signedIn,
      schema: { tags, body: userInfoSchema, response: { 200: okSchema, 400: errorSchema, 401: errorSchema } },
    },
    async (request) => {
      await saveProfile(app.db, requireUser(request), request.body);
      return { ok: true as const };
    },
  );

  app.get(
    profilePath,
    {
      ...signedIn,
      schema: { tags, response: { 200: profileResponseSchema, 401: errorSchema, 404: errorSchema } },
    },
    async (request) => ({ data: await getProfile(app.db, requireUser(request)) }),
  );
};
