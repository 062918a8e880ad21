import { workoutExercisesPath, workoutsPath } from "@ironpath/domain/training/empty-workout-paths";
import { workoutProgramDayPath } from "@ironpath/domain/training/history-paths";
import {
  emptyWorkoutBody,
  savedWorkoutSchema,
  workoutExercisesSchema,
  workoutIdParams,
  workoutProgramDayBody,
  workoutProgramDaySchema,
} from "@ironpath/domain/training/empty-workout-api.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { signedInIdempotent } from "../../plugins/idempotency.js";
import { requireUser, signedIn } from "../../plugins/auth-session.js";
import { saveEmptyWorkout, saveWorkoutAsProgramDay, workoutExercises } from "../../services/training/empty-workouts.js";
import { errorSchema } from "../schemas.js";

const tags = ["workouts"];

/** A workout with no program (decision 0051): its exercise picker, the finished workout, and a program day made of it. */
export const emptyWorkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    workoutExercisesPath,
    { ...signedIn, schema: { tags, response: { 200: workoutExercisesSchema, 401: errorSchema } } },
    async (request) => workoutExercises(app.db, requireUser(request).id),
  );

  app.post(
    workoutsPath,
    {
      // A finish sent twice (a retry with its key) saves one workout.
      ...signedInIdempotent,
      schema: {
        tags,
        body: emptyWorkoutBody,
        response: { 201: savedWorkoutSchema, 400: errorSchema, 401: errorSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const saved = await saveEmptyWorkout(app.db, requireUser(request).id, request.body);
      return reply.code(201).send(saved);
    },
  );

  app.post(
    workoutProgramDayPath,
    {
      ...signedIn,
      schema: {
        tags,
        params: workoutIdParams,
        body: workoutProgramDayBody,
        response: {
          200: workoutProgramDaySchema,
          400: errorSchema,
          401: errorSchema,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request) => {
      const { programName, phase, week, day } = request.body;
      return saveWorkoutAsProgramDay(app.db, requireUser(request).id, request.params.id, {
        programName,
        day: { phase, week, day },
      });
    },
  );
};
