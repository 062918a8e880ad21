import {
  addProgramPath,
  createExercisePath,
  exerciseTagsPath,
  exercisesPath,
  routinesPath,
  userCreatedProgramsPath,
  userProgramsPath,
} from "@ironpath/domain/programs/program-paths";
import { weightUnitSchema } from "@ironpath/domain/units/weight-unit.schema";
import { MUSCLES, MUSCLE_MESSAGE } from "@ironpath/domain/programs/muscles";
import { exerciseNameSchema } from "@ironpath/domain/programs/exercise-name";
import { DEFAULT_EXERCISE_TYPE } from "@ironpath/domain/training/exercise-type";
import { exerciseTypeSchema } from "@ironpath/domain/training/exercise-type.schema";
import { routineListSchema } from "@ironpath/domain/training/workout-api.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { open, requireUser, signedIn } from "../../plugins/auth-session.js";
import { addReadyMadeProgram, createExercise, exerciseList, programLists } from "../../services/training/programs.js";
import { errorSchema, okSchema, programParam } from "../schemas.js";

const asRoutines = (names: string[]) => ({ data: names.map((routine_name) => ({ routine_name })) });
const tags = ["programs"];
const signedInList = { ...signedIn, schema: { tags, response: { 200: routineListSchema, 401: errorSchema } } };

/** The Programs screen: ready-made programs, the user's programs, the catalogue and muscle tags. */
export const programRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(routinesPath, { ...open, schema: { tags, response: { 200: routineListSchema } } }, async () =>
    asRoutines(await programLists.readyMade(app.db)),
  );

  app.get(userProgramsPath, signedInList, async (request) =>
    asRoutines(await programLists.added(app.db, requireUser(request).id)),
  );

  app.get(userCreatedProgramsPath, signedInList, async (request) =>
    asRoutines(await programLists.created(app.db, requireUser(request).id)),
  );

  app.post(
    addProgramPath,
    {
      ...signedIn,
      schema: {
        tags,
        // userId is always "" in docs/product.md: the signed-in user is the one whose list grows.
        body: z.strictObject({ userId: z.string().max(100).optional(), selectedRoutine: programParam }),
        response: { 200: okSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      await addReadyMadeProgram(app.db, requireUser(request), request.body.selectedRoutine);
      return { ok: true as const };
    },
  );

  app.get(
    exercisesPath,
    {
      ...open,
      schema: {
        tags,
        response: {
          200: z.object({
            data: z.array(
              z.object({
                exercise_name: z.string(),
                exercise_type: exerciseTypeSchema.optional(),
                unit: weightUnitSchema.optional(),
              }),
            ),
          }),
        },
      },
    },
    async (request) => ({
      data: (await exerciseList(app.db, request.user?.id)).map((e) => ({
        exercise_name: e.name,
        // Beside the product's field: how the exercise is logged, where not weight × reps (decision 0053).
        ...(e.type === DEFAULT_EXERCISE_TYPE ? {} : { exercise_type: e.type }),
        // The unit the lifter gave it (decision 0081), where they gave one.
        ...(e.unit ? { unit: e.unit } : {}),
      })),
    }),
  );

  app.get(
    exerciseTagsPath,
    { ...open, schema: { tags, response: { 200: z.array(z.object({ muscle: z.string() })) } } },
    async () => MUSCLES.map((muscle) => ({ muscle })),
  );

  app.post(
    createExercisePath,
    {
      ...signedIn,
      schema: {
        tags,
        body: z.strictObject({
          exercise_name: exerciseNameSchema,
          muscle_name: z.enum(MUSCLES, MUSCLE_MESSAGE),
          // Beside the product's fields (decision 0053): weight × reps when absent.
          exercise_type: exerciseTypeSchema.optional(),
        }),
        response: {
          201: z.object({
            exercise_name: z.string(),
            muscle: z.string(),
            exercise_type: exerciseTypeSchema.optional(),
          }),
          400: errorSchema,
          401: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { exercise_name, muscle_name, exercise_type = DEFAULT_EXERCISE_TYPE } = request.body;
      const exercise = { name: exercise_name, muscle: muscle_name, type: exercise_type };
      await createExercise(app.db, requireUser(request).id, exercise);
      const typed = exercise_type === DEFAULT_EXERCISE_TYPE ? {} : { exercise_type };
      return reply.code(201).send({ exercise_name, muscle: muscle_name, ...typed });
    },
  );
};
