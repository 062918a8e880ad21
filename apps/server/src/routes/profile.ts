import { profileResponseSchema, userInfoSchema } from "@ironpath/domain/profile/user-info.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { findUserInfo, saveUserInfo } from "../db/repositories/user-info.js";
import { HttpError } from "../plugins/errors.js";
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

  app.get(
    "/api/query/profile",
    {
      ...signedIn,
      schema: {
        tags: ["profile"],
        response: {
          200: profileResponseSchema,
          401: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const info = await findUserInfo(app.db, user.id);
      if (!info) throw new HttpError(404, "No user info yet: fill in the User Info form first");
      return {
        data: {
          age: info.age,
          email: user.email,
          first_name: info.firstName,
          height: info.heightFt * 12 + info.heightIn,
          height_ft: info.heightFt,
          height_in: info.heightIn,
          last_name: info.lastName,
          gender: info.gender,
          weight: info.weight,
          years_lifting: info.yearsLifting,
          oneRepMaxes: [
            { exercise: "Deadlift", weight: info.deadlift1RM },
            { exercise: "Squat", weight: info.squat1RM },
            { exercise: "Bench Press", weight: info.bench1RM },
            { exercise: "Overhead Press", weight: info.overheadPress1RM },
          ],
        },
      };
    },
  );
};
