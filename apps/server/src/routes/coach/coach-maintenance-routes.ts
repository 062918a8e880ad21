import { maintenanceCaloriesPath, maintenanceWeightPath } from "@ironpath/domain/coach/coach-paths";
import { PHASE_PATHS } from "@ironpath/domain/coach/phase-paths";
import {
  dateParams,
  maintenanceCaloriesBody,
  maintenanceCaloriesSchema,
  maintenanceWeightSchema,
} from "@ironpath/domain/coach/api.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser, signedIn } from "../../plugins/auth-session.js";
import { answerMaintenanceCheck } from "../../services/coach/coach-answers.js";
import { maintenanceCalories, maintenanceWeights } from "../../services/coach/coach-reports.js";
import { coachErrors, registerCalorieWeightLogs, coachTags as tags } from "./coach-routes.js";
import { okSchema } from "../schemas.js";

const ok = { 200: okSchema, ...coachErrors };

/** The maintenance phase tracker (/maintenance-phase). */
export const coachMaintenanceRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCalorieWeightLogs(app, PHASE_PATHS.maintenance);

  app.get(
    maintenanceCaloriesPath,
    { ...signedIn, schema: { tags, params: dateParams, response: { 200: maintenanceCaloriesSchema, ...coachErrors } } },
    async (request) => {
      const user = requireUser(request);
      return maintenanceCalories(app.db, user.id, request.params.date, user.equipment.unit);
    },
  );

  app.get(
    maintenanceWeightPath,
    { ...signedIn, schema: { tags, params: dateParams, response: { 200: maintenanceWeightSchema, ...coachErrors } } },
    async (request) => maintenanceWeights(app.db, requireUser(request).id, request.params.date),
  );

  app.post(
    PHASE_PATHS.maintenance.change,
    { ...signedIn, schema: { tags, body: maintenanceCaloriesBody, response: ok } },
    async (request) => {
      const { maintenanceCalories: calories, date } = request.body;
      await answerMaintenanceCheck(app.db, requireUser(request).id, { maintenanceCalories: calories, date });
      return { ok: true as const };
    },
  );
};
