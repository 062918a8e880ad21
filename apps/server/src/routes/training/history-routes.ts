import {
  historyLiftsPath,
  historySessionsPath,
  historySetPath,
  liftProgressPath,
} from "@ironpath/domain/training/history-paths";
import {
  correctedSetSchema,
  historyLiftsSchema,
  historyPageQuerySchema,
  historyPageSchema,
  liftParams,
  liftProgressSchema,
  loggedSetIdParams,
  noBody,
  setCorrectionSchema,
} from "@ironpath/domain/training/history-api.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { signedInIdempotent } from "../../plugins/idempotency.js";
import { requireUser, signedIn } from "../../plugins/auth-session.js";
import { correctSet, deleteSet, historyLifts, historyPage, liftProgress } from "../../services/training/history.js";
import { errorSchema, okSchema } from "../schemas.js";

const tags = ["history"];

/**
 * The History screen: past sessions a page at a time, a logged set corrected or deleted, and the
 * estimated 1RM of each lift over time.
 */
export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    historySessionsPath,
    {
      ...signedIn,
      schema: {
        tags,
        querystring: historyPageQuerySchema,
        response: { 200: historyPageSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => historyPage(app.db, requireUser(request).id, request.query),
  );

  app.put(
    historySetPath,
    {
      ...signedInIdempotent,
      schema: {
        tags,
        params: loggedSetIdParams,
        body: setCorrectionSchema,
        response: { 200: correctedSetSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => ({
      set: await correctSet(app.db, requireUser(request).id, request.params.id, request.body),
    }),
  );

  app.delete(
    historySetPath,
    {
      ...signedInIdempotent,
      schema: {
        tags,
        params: loggedSetIdParams,
        body: noBody,
        response: { 200: okSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema },
      },
    },
    async (request) => {
      await deleteSet(app.db, requireUser(request).id, request.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    historyLiftsPath,
    { ...signedIn, schema: { tags, response: { 200: historyLiftsSchema, 401: errorSchema } } },
    async (request) => historyLifts(app.db, requireUser(request).id),
  );

  app.get(
    liftProgressPath,
    {
      ...signedIn,
      schema: { tags, params: liftParams, response: { 200: liftProgressSchema, 400: errorSchema, 401: errorSchema } },
    },
    async (request) => liftProgress(app.db, requireUser(request).id, request.params.exerciseId),
  );
};
