import {
  endOfBulkPath,
  extendBulkPath,
  gainInfoPath,
  gainSummaryPath,
  gainTargetPath,
  switchToCutPath,
} from "@ironpath/domain/coach/coach-paths";
import { PHASE_PATHS } from "@ironpath/domain/coach/phase-paths";
import { utcToday } from "@ironpath/domain/days";
import {
  bulkCaloriesBody,
  dateParams,
  endOfBulkSchema,
  extendBulkBody,
  gainInfoSchema,
  gainSummarySchema,
  numberAnswerSchema,
  switchToCutBody,
} from "@ironpath/domain/coach/api.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser, signedIn } from "../../plugins/auth-session.js";
import { answerBulkCheck } from "../../services/coach/coach-answers.js";
import { extendBulk, switchToCut } from "../../services/coach/coach-phases.js";
import { requirePhase } from "../../services/coach/coach-requirements.js";
import { adjustedBulkCalories, gainInfo, gainSummary } from "../../services/coach/coach-reports.js";
import { coachErrors, registerCalorieWeightLogs, coachTags as tags } from "./coach-routes.js";
import { okSchema } from "../schemas.js";

const ok = { 200: okSchema, ...coachErrors };

/** The weight gain assistant (/weight-gain-recommender). */
export const coachGainRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCalorieWeightLogs(app, PHASE_PATHS.gain);

  app.get(
    gainInfoPath,
    { ...signedIn, schema: { tags, response: { 200: gainInfoSchema, ...coachErrors } } },
    async (request) => {
      const user = requireUser(request);
      return { data: await gainInfo(app.db, user.id, utcToday(), user.equipment.unit) };
    },
  );

  app.get(
    gainSummaryPath,
    { ...signedIn, schema: { tags, params: dateParams, response: { 200: gainSummarySchema, ...coachErrors } } },
    async (request) => ({ data: await gainSummary(app.db, requireUser(request).id, request.params.date) }),
  );

  app.get(
    gainTargetPath,
    { ...signedIn, schema: { tags, params: dateParams, response: { 200: numberAnswerSchema, ...coachErrors } } },
    async (request) => ({ data: await adjustedBulkCalories(app.db, requireUser(request).id, request.params.date) }),
  );

  app.get(
    endOfBulkPath,
    { ...signedIn, schema: { tags, response: { 200: endOfBulkSchema, ...coachErrors } } },
    async (request) => ({
      data: { end_of_bulk: (await requirePhase(app.db, requireUser(request).id, "bulk")).endDate },
    }),
  );

  app.post(
    extendBulkPath,
    {
      ...signedIn,
      schema: {
        tags,
        body: extendBulkBody,
        response: { 200: z.object({ ok: z.literal(true), end_of_bulk: z.string() }), ...coachErrors },
      },
    },
    async (request) => ({ ok: true as const, end_of_bulk: await extendBulk(app.db, requireUser(request).id) }),
  );

  app.post(switchToCutPath, { ...signedIn, schema: { tags, body: switchToCutBody, response: ok } }, async (request) => {
    await switchToCut(app.db, requireUser(request).id, request.body.date);
    return { ok: true as const };
  });

  app.post(
    PHASE_PATHS.gain.change,
    { ...signedIn, schema: { tags, body: bulkCaloriesBody, response: ok } },
    async (request) => {
      const { dailyCalories, date } = request.body;
      await answerBulkCheck(app.db, requireUser(request).id, { dailyCalories, date });
      return { ok: true as const };
    },
  );
};
