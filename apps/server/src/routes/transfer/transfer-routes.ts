import {
  exportEverythingPath,
  exportSetsPath,
  importEverythingPath,
  importWorkoutsPath,
} from "@ironpath/domain/transfer/transfer-paths";
import { utcToday } from "@ironpath/domain/days";
import { exportDocumentSchema, exportFileName } from "@ironpath/domain/transfer/export.schema";
import {
  EVERYTHING_BODY_LIMIT,
  importEverythingBody,
  importEverythingReportSchema,
} from "@ironpath/domain/transfer/import-everything.schema";
import { IMPORT_BODY_LIMIT, importReportSchema, importWorkoutsBody } from "@ironpath/domain/transfer/import-api.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser, signedIn } from "../../plugins/auth-session.js";
import { exportEverything, exportSetsCsv } from "../../services/transfer/transfer-export.js";
import { importEverything } from "../../services/transfer/transfer-import-everything.js";
import { importWorkouts } from "../../services/transfer/transfer-import.js";
import { errorSchema } from "../schemas.js";

const tags = ["your data"];
const attachment = (name: string) => `attachment; filename="${name}"`;

/**
 * Your data (decision 0015): take everything away, or bring a Strong or Hevy history in, or an
 * Ironpath export from another instance (decision 0047).
 */
export const transferRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    exportEverythingPath,
    { ...signedIn, schema: { tags, response: { 200: exportDocumentSchema, 401: errorSchema } } },
    async (request, reply) => {
      const document = await exportEverything(app.db, requireUser(request).id);
      reply.header("content-disposition", attachment(exportFileName("everything", utcToday())));
      return document;
    },
  );

  app.get(
    exportSetsPath,
    {
      ...signedIn,
      schema: {
        tags,
        // CSV text: date, program, phase, week, day, exercise, set, reps, rpe, weight_lbs, seconds,
        // exercise_type, weight (in the lifter's unit) and unit.
        response: { 200: z.string().describe("text/csv, one row per logged set"), 401: errorSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const csv = await exportSetsCsv(app.db, user.id, user.weightUnit);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", attachment(exportFileName("sets", utcToday())))
        .send(csv);
    },
  );

  app.post(
    importWorkoutsPath,
    {
      ...signedIn,
      // A whole export file as JSON text: above the app's 64 KB, bounded (IMPORT_LIMITS in words).
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        tags,
        body: importWorkoutsBody,
        response: { 200: importReportSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => importWorkouts(app.db, requireUser(request).id, request.body),
  );

  app.post(
    importEverythingPath,
    {
      ...signedIn,
      // The export file as JSON text: bounded by EVERYTHING_IMPORT_LIMITS in words.
      bodyLimit: EVERYTHING_BODY_LIMIT,
      schema: {
        tags,
        body: importEverythingBody,
        response: { 200: importEverythingReportSchema, 400: errorSchema, 401: errorSchema },
      },
    },
    async (request) => importEverything(app.db, requireUser(request).id, request.body.json),
  );
};
