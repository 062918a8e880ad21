import { lossInfoPath, lossSummaryPath, stepsPath } from "@ironpath/domain/coach/coach-paths";
import { PHASE_PATHS } from "@ironpath/domain/coach/phase-paths";
import { utcToday } from "@ironpath/domain/days";
import {
  dateParams,
  lossChangeBody,
  dayLoggedSchema,
  lossDayBody,
  lossInfoSchema,
  lossMissedDayBody,
  lossSummarySchema,
  stepsSchema,
} from "@ironpath/domain/coach/api.schema";
import { dateIn, timeZoneSchema } from "@ironpath/domain/coach/time-zone";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedInIdempotent } from "../../plugins/idempotency.js";
import { requireUser, signedIn } from "../../plugins/auth-session.js";
import { answerCutCheck } from "../../services/coach/coach-answers.js";
import { logDay } from "../../services/coach/coach-days.js";
import { lossInfo, lossSummary, stepRecommendation } from "../../services/coach/coach-reports.js";
import { coachErrors, coachTags as tags } from "./coach-routes.js";
import { okSchema } from "../schemas.js";

/** The weight loss assistant (/step-recommender). */
export const coachLossRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    lossInfoPath,
    { ...signedIn, schema: { tags, response: { 200: lossInfoSchema, ...coachErrors } } },
    // No date in the product's call: the server's date (UTC); the target does not depend on the hour.
    async (request) => {
      const user = requireUser(request);
      return { data: await lossInfo(app.db, user.id, utcToday(), user.equipment.unit) };
    },
  );

  app.get(
    lossSummaryPath,
    { ...signedIn, schema: { tags, params: dateParams, response: { 200: lossSummarySchema, ...coachErrors } } },
    async (request) => ({ data: await lossSummary(app.db, requireUser(request).id, request.params.date) }),
  );

  app.get(
    stepsPath,
    {
      ...signedIn,
      schema: {
        tags,
        params: z.strictObject({ timezone: timeZoneSchema }),
        response: { 200: stepsSchema, ...coachErrors },
      },
    },
    async (request) => stepRecommendation(app.db, requireUser(request).id, dateIn(request.params.timezone)),
  );

  app.post(
    PHASE_PATHS.loss.change,
    { ...signedIn, schema: { tags, body: lossChangeBody, response: { 200: okSchema, ...coachErrors } } },
    async (request) => {
      const { weightLossChangeSelection: selection, date } = request.body;
      await answerCutCheck(app.db, requireUser(request).id, { selection, date });
      return { ok: true as const };
    },
  );

  app.post(
    PHASE_PATHS.loss.day,
    { ...signedInIdempotent, schema: { tags, body: lossDayBody, response: { 200: dayLoggedSchema, ...coachErrors } } },
    async (request) => {
      const { stepsWalked, caloriesConsumed, userBodyWeight, currentDate, confirmWeight } = request.body;
      const day = { date: currentDate, steps: stepsWalked, calories: caloriesConsumed, weight: userBodyWeight };
      const user = requireUser(request);
      return logDay(app.db, user.id, { ...day, confirmWeight }, "currentDate", user.weightUnit);
    },
  );

  app.post(
    PHASE_PATHS.loss.missedDay,
    {
      ...signedInIdempotent,
      schema: { tags, body: lossMissedDayBody, response: { 200: dayLoggedSchema, ...coachErrors } },
    },
    async (request) => {
      const { missedSteps, missedCalories, missedWeight, date, confirmWeight } = request.body;
      const day = { date, steps: missedSteps, calories: missedCalories, weight: missedWeight, confirmWeight };
      const user = requireUser(request);
      return logDay(app.db, user.id, day, "date", user.weightUnit);
    },
  );
};
