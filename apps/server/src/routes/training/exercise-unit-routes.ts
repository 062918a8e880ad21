import { exerciseUnitPath } from "@ironpath/domain/units/exercise-unit-paths";
import { exerciseUnitBody, exerciseUnitSaved } from "@ironpath/domain/units/exercise-unit.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser, signedIn } from "../../plugins/auth-session.js";
import { saveExerciseUnit } from "../../services/training/exercise-units.js";
import { errorSchema } from "../schemas.js";

const tags = ["profile"];

/** Mixed-unit gyms (decision 0081): one exercise in a unit of its own, beside the lifter's. */
export const exerciseUnitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    exerciseUnitPath,
    {
      ...signedIn,
      schema: {
        tags,
        body: exerciseUnitBody,
        response: { 200: exerciseUnitSaved, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => ({
      ok: true as const,
      data: await saveExerciseUnit(app.db, requireUser(request).id, request.body),
    }),
  );
};
