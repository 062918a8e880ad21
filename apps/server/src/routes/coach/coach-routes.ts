import { goalChoicesPath, helperStatusPath, historyPath } from "@ironpath/domain/coach/coach-paths";
import { PHASE_PATHS } from "@ironpath/domain/coach/phase-paths";
import {
  choicesQuery,
  choicesResponseSchema,
  dateParams,
  dayBody,
  dayLoggedSchema,
  goalParams,
  historySchema,
  missedDayBody,
  phaseStartedSchema,
  startBulkBody,
  startCutBody,
  startMaintenanceBody,
} from "@ironpath/domain/coach/api.schema";
import { shownKcal } from "@ironpath/domain/coach/shown-kcal";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedInIdempotent } from "../../plugins/idempotency.js";
import { requireUser, signedIn } from "../../plugins/auth-session.js";
import { goalChoices } from "../../services/coach/coach-choices.js";
import { logDay } from "../../services/coach/coach-days.js";
import {
  type PhaseStarted,
  activeKind,
  startBulk,
  startCut,
  startMaintenance,
} from "../../services/coach/coach-phases.js";
import { phaseHistory } from "../../services/coach/coach-reports.js";
import { errorSchema } from "../schemas.js";

export const coachTags = ["coach"];
const ok = { 200: dayLoggedSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema };

/**
 * The bulk and maintenance screens log the same two things (a day's calories and weight, and a
 * missed day's) under paths of their own.
 */
export function registerCalorieWeightLogs(
  app: Parameters<FastifyPluginAsyncZod>[0],
  paths: { day: string; missedDay: string },
) {
  app.post(
    paths.day,
    { ...signedInIdempotent, schema: { tags: coachTags, body: dayBody, response: ok } },
    async (request) => {
      const { caloriesConsumed, bodyWeight, date, confirmWeight } = request.body;
      const day = { date, calories: caloriesConsumed, weight: bodyWeight, confirmWeight };
      const user = requireUser(request);
      return logDay(app.db, user.id, day, "date", user.weightUnit);
    },
  );
  app.post(
    paths.missedDay,
    { ...signedInIdempotent, schema: { tags: coachTags, body: missedDayBody, response: ok } },
    async (request) => {
      const { missedCalories, missedBodyWeight, missedDate, confirmWeight } = request.body;
      const day = { date: missedDate, calories: missedCalories, weight: missedBodyWeight, confirmWeight };
      const user = requireUser(request);
      return logDay(app.db, user.id, day, "missedDate", user.weightUnit);
    },
  );
}
/** The answers every coach call may give besides its own. */
export const coachErrors = { 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema };

const started = (s: PhaseStarted) => ({
  ok: true as const,
  maintenance_calories: shownKcal(s.maintenance),
  target_calories: shownKcal(s.target),
  warnings: s.warnings,
});

/** The goal screen: which phase the lifter is in, the rate choices, and starting a phase. */
export const coachRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = coachTags;
  // docs/product.md reads only the status: 200 cut, 204 bulk, 205 maintenance, 201 no phase yet.
  app.get(
    helperStatusPath,
    {
      ...signedIn,
      schema: {
        tags,
        response: {
          200: z.object({ phase: z.literal("cut") }),
          201: z.object({ phase: z.null() }),
          204: z.null(),
          205: z.null(),
          401: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const kind = await activeKind(app.db, requireUser(request).id);
      if (kind === null) return reply.code(201).send({ phase: null });
      if (kind === "cut") return reply.code(200).send({ phase: "cut" as const });
      if (kind === "bulk") return reply.code(204).send(null);
      // 205 Reset Content carries no body, not even "null" (a browser's fetch refuses one).
      return reply.code(205).send(undefined as unknown as null);
    },
  );

  app.get(
    goalChoicesPath,
    {
      ...signedIn,
      schema: {
        tags,
        params: goalParams,
        querystring: choicesQuery,
        response: { 200: choicesResponseSchema, ...coachErrors },
      },
    },
    async (request) => ({
      data: await goalChoices(app.db, requireUser(request).id, request.params.goal, request.query.unit),
    }),
  );

  const startSchema = <B extends z.ZodType>(body: B) => ({
    tags,
    body,
    response: { 200: phaseStartedSchema, ...coachErrors },
  });

  app.post(PHASE_PATHS.loss.start, { ...signedIn, schema: startSchema(startCutBody) }, async (request) => {
    const { weeklyWeightLoss, returnActivityLevel, date, unit } = request.body;
    const userId = requireUser(request).id;
    const input = { rate: weeklyWeightLoss, multiplier: returnActivityLevel, date, unit };
    return started(await startCut(app.db, userId, input));
  });

  app.post(PHASE_PATHS.gain.start, { ...signedIn, schema: startSchema(startBulkBody) }, async (request) => {
    const { monthlyWeightGain, returnActivityLevel, date, dietAfterBulkWeeks, unit } = request.body;
    const input = { rate: monthlyWeightGain, multiplier: returnActivityLevel, date, weeks: dietAfterBulkWeeks, unit };
    return started(await startBulk(app.db, requireUser(request).id, input));
  });

  app.post(
    PHASE_PATHS.maintenance.start,
    { ...signedIn, schema: startSchema(startMaintenanceBody) },
    async (request) => {
      const { returnActivityLevel, date } = request.body;
      return started(
        await startMaintenance(app.db, requireUser(request).id, { multiplier: returnActivityLevel, date }),
      );
    },
  );

  app.get(
    historyPath,
    { ...signedIn, schema: { tags, params: dateParams, response: { 200: historySchema, ...coachErrors } } },
    async (request) => {
      const user = requireUser(request);
      return { data: await phaseHistory(app.db, user.id, request.params.date, user.weightUnit) };
    },
  );
};
