import { groupSupersetPath, supersetsPath, ungroupSupersetPath } from "@ironpath/domain/training/workout-log-paths";
import { programDaySupersetsPath, saveProgramDaySupersetsPath } from "@ironpath/domain/programs/program-paths";
import {
  daySupersetsSchema,
  groupBody,
  programDaySupersetsBody,
  programDaySupersetsParams,
  programDaySupersetsSchema,
  supersetDayParams,
  supersetProgramParams,
  ungroupBody,
} from "@ironpath/domain/training/supersets-api.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser, signedIn } from "../../plugins/auth-session.js";
import { signedInIdempotent } from "../../plugins/idempotency.js";
import { requireProgram } from "../../services/training/programs.js";
import {
  groupForDay,
  programDaySupersets,
  saveProgramDaySupersets,
  supersetsOfDay,
  ungroupForDay,
} from "../../services/training/supersets.js";
import { errorSchema } from "../schemas.js";

const tags = ["workouts"];
const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema };
// An idempotent write may also answer 409: its first copy is still being saved.
const writeErrors = { ...errors, 409: errorSchema };

/** Supersets and circuits (decision 0055): the log's groups for a day, and the builder's. */
export const supersetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    supersetsPath,
    { ...signedIn, schema: { tags, params: supersetDayParams, response: { 200: daySupersetsSchema, ...errors } } },
    async (request) => {
      const user = requireUser(request);
      const { program: name, ...day } = request.params;
      // Either kind, as the next day and the finish screen find it: the lifter's own wins a clash.
      const program = await requireProgram(app.db, name, user, "any");
      return supersetsOfDay(app.db, program, { ...day, userId: user.id });
    },
  );

  app.post(
    groupSupersetPath,
    {
      // Sent from the phone's outbox with its key (decision 0121): a copy answers the first answer.
      ...signedInIdempotent,
      schema: {
        tags,
        params: supersetProgramParams,
        body: groupBody,
        response: { 200: daySupersetsSchema, ...writeErrors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const program = await requireProgram(app.db, request.params.program, user, "any");
      return groupForDay(app.db, program, user.id, request.body);
    },
  );

  app.post(
    ungroupSupersetPath,
    {
      // Sent from the phone's outbox with its key (decision 0121): a copy answers the first answer.
      ...signedInIdempotent,
      schema: {
        tags,
        params: supersetProgramParams,
        body: ungroupBody,
        response: { 200: daySupersetsSchema, ...writeErrors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const program = await requireProgram(app.db, request.params.program, user, "any");
      return ungroupForDay(app.db, program, user.id, request.body);
    },
  );

  app.get(
    programDaySupersetsPath,
    {
      ...signedIn,
      schema: {
        tags: ["builder"],
        params: programDaySupersetsParams,
        response: { 200: programDaySupersetsSchema, ...errors },
      },
    },
    async (request) => {
      const { program, ...day } = request.params;
      return { groups: await programDaySupersets(app.db, requireUser(request).id, program, day) };
    },
  );

  app.post(
    saveProgramDaySupersetsPath,
    {
      ...signedIn,
      schema: {
        tags: ["builder"],
        body: programDaySupersetsBody,
        response: { 200: programDaySupersetsSchema, ...errors },
      },
    },
    async (request) => ({ groups: await saveProgramDaySupersets(app.db, requireUser(request).id, request.body) }),
  );
};
