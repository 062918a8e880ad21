import {
  addProgramDayPath,
  copyProgramDayPath,
  copyProgramWeekPath,
  deleteProgramPath,
  deleteProgramDayPath,
  ownProgramsPath,
  programDayPath,
  weekVolumePath,
} from "@ironpath/domain/programs/program-paths";
import {
  addProgramDayBody,
  builderDayParams,
  builderDaySchema,
  builderWeekParams,
  copiedSchema,
  copyProgramDayBody,
  copyProgramWeekBody,
  deleteProgramBody,
  deleteProgramDayBody,
  userCreatedProgramsSchema,
  weekVolumeSchema,
} from "@ironpath/domain/programs/builder-api.schema";
import { formatRest } from "@ironpath/domain/programs/row-rules";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser, signedIn } from "../../plugins/auth-session.js";
import {
  copyDay,
  copyWeek,
  deleteDay,
  deleteProgram,
  listOwnPrograms,
  programDay,
  programWeekVolume,
  saveProgramDay,
} from "../../services/builder/builder.js";
import { errorSchema, okSchema } from "../schemas.js";

const tags = ["builder"];
const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema };

/** The program builder (/add-program). */
export const builderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    ownProgramsPath,
    { ...signedIn, schema: { tags, response: { 200: userCreatedProgramsSchema, 401: errorSchema } } },
    async (request) => ({
      userCreatedPrograms: (await listOwnPrograms(app.db, requireUser(request).id)).map((routine_name) => ({
        routine_name,
      })),
    }),
  );

  app.get(
    programDayPath,
    { ...signedIn, schema: { tags, params: builderDayParams, response: { 200: builderDaySchema, ...errors } } },
    async (request) => {
      const { program, ...day } = request.params;
      const rows = await programDay(app.db, requireUser(request).id, program, day);
      return {
        exercises: rows.map((r) => ({
          exercise_day_order: r.exerciseOrder,
          exercise_name: r.exerciseName,
          warm_up_sets: r.warmUpSets,
          sets: r.sets,
          reps: r.reps,
          rpe: r.rpe,
          percent1rm: r.percent1RM,
          rest: formatRest(r),
          notes: r.notes,
        })),
      };
    },
  );

  app.post(
    addProgramDayPath,
    { ...signedIn, schema: { tags, body: addProgramDayBody, response: { 200: okSchema, ...errors } } },
    async (request) => {
      const { programName, phase, week, day, programData } = request.body;
      await saveProgramDay(app.db, requireUser(request).id, {
        programName,
        day: { phase, week, day },
        rows: programData,
      });
      return { ok: true as const };
    },
  );

  app.post(
    copyProgramDayPath,
    { ...signedIn, schema: { tags, body: copyProgramDayBody, response: { 200: copiedSchema, ...errors } } },
    async (request) => ({ ok: true as const, days: await copyDay(app.db, requireUser(request).id, request.body) }),
  );

  app.post(
    copyProgramWeekPath,
    { ...signedIn, schema: { tags, body: copyProgramWeekBody, response: { 200: copiedSchema, ...errors } } },
    async (request) => ({ ok: true as const, days: await copyWeek(app.db, requireUser(request).id, request.body) }),
  );

  app.post(
    deleteProgramDayPath,
    { ...signedIn, schema: { tags, body: deleteProgramDayBody, response: { 200: okSchema, ...errors } } },
    async (request) => {
      const { programName, ...day } = request.body;
      await deleteDay(app.db, requireUser(request).id, programName, day);
      return { ok: true as const };
    },
  );

  app.post(
    deleteProgramPath,
    { ...signedIn, schema: { tags, body: deleteProgramBody, response: { 200: okSchema, ...errors } } },
    async (request) => {
      await deleteProgram(app.db, requireUser(request).id, request.body.programName);
      return { ok: true as const };
    },
  );

  app.get(
    weekVolumePath,
    { ...signedIn, schema: { tags, params: builderWeekParams, response: { 200: weekVolumeSchema, ...errors } } },
    async (request) => {
      const { program, phase, week } = request.params;
      return { data: await programWeekVolume(app.db, requireUser(request).id, program, phase, week) };
    },
  );
};
