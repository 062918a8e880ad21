import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { randomUUID } from "node:crypto";
import { exerciseNameSchema } from "@ironpath/domain/programs/exercise-name";
import { findExerciseId, insertUserExercise, listExerciseNames } from "../db/repositories/catalogue.js";
import { HttpError } from "../plugins/errors.js";
import { routineListSchema } from "@ironpath/domain/training/workout-api.schema";
import { MUSCLES } from "../db/seed/types.js";
import {
  addUserProgram,
  listReadyMadeRoutines,
  listUserCreatedPrograms,
  listUserPrograms,
} from "../db/repositories/routines.js";
import { requireUser, signedIn } from "../plugins/session.js";
import { requireRoutine } from "../services/workouts.js";
import { errorSchema, okSchema, programParam } from "./schemas.js";

const asRoutines = (names: string[]) => ({
  data: names.map((routine_name) => ({ routine_name })),
});

/** The Programs screen: ready-made routines, the user's programs, the catalogue and muscle tags. */
export const programRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/query/routines", { schema: { tags: ["programs"], response: { 200: routineListSchema } } }, async () =>
    asRoutines(await listReadyMadeRoutines(app.db)),
  );

  app.get(
    "/api/query/user_programs",
    {
      ...signedIn,
      schema: {
        tags: ["programs"],
        response: { 200: routineListSchema, 401: errorSchema },
      },
    },
    async (request) => asRoutines(await listUserPrograms(app.db, requireUser(request).id)),
  );

  app.get(
    "/api/query/user_created_programs",
    {
      ...signedIn,
      schema: {
        tags: ["programs"],
        response: { 200: routineListSchema, 401: errorSchema },
      },
    },
    async (request) => asRoutines(await listUserCreatedPrograms(app.db, requireUser(request).id)),
  );

  app.post(
    "/api/query/add_program",
    {
      ...signedIn,
      schema: {
        tags: ["programs"],
        // userId is always "" in the spec: the signed-in user is the one whose list grows.
        body: z.strictObject({
          userId: z.string().max(100).optional(),
          selectedRoutine: programParam,
        }),
        response: { 200: okSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const routine = await requireRoutine(app.db, request.body.selectedRoutine, user.id, "ready-made");
      await addUserProgram(app.db, user.id, routine.id, new Date().toISOString());
      return { ok: true as const };
    },
  );

  app.get(
    "/api/query/exercises",
    {
      schema: {
        tags: ["programs"],
        response: {
          200: z.object({
            data: z.array(z.object({ exercise_name: z.string() })),
          }),
        },
      },
    },
    async (request) => ({
      data: (await listExerciseNames(app.db, request.user?.id)).map((exercise_name) => ({ exercise_name })),
    }),
  );

  app.get(
    "/api/query/exercise_tags",
    {
      schema: {
        tags: ["programs"],
        response: { 200: z.array(z.object({ muscle: z.string() })) },
      },
    },
    async () => MUSCLES.map((muscle) => ({ muscle })),
  );

  app.post(
    "/api/add/exercises-with-tags",
    {
      ...signedIn,
      schema: {
        tags: ["programs"],
        body: z.strictObject({
          exercise_name: exerciseNameSchema,
          muscle_name: z.enum(MUSCLES, `must be one of: ${MUSCLES.join(", ")}`),
        }),
        response: {
          201: z.object({ exercise_name: z.string(), muscle: z.string() }),
          400: errorSchema,
          401: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { exercise_name, muscle_name } = request.body;
      // A created exercise is its creator's: visible to them, not to everyone. The unique index
      // settles a race between two identical requests.
      const taken = new HttpError(409, `An exercise named "${exercise_name}" already exists`);
      if (await findExerciseId(app.db, exercise_name, user.id)) throw taken;
      const created = await insertUserExercise(app.db, {
        id: randomUUID(),
        name: exercise_name,
        ownerUserId: user.id,
        muscle: muscle_name,
        now: new Date().toISOString(),
      });
      if (!created) throw taken;
      return reply.code(201).send({ exercise_name, muscle: muscle_name });
    },
  );
};
