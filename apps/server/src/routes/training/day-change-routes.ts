import {
  addDayExercisePath,
  dayExerciseChoicesPath,
  orderDayExercisesPath,
  skipDayExercisePath,
  swapChoicesPath,
  swapDayExercisePath,
} from "@ironpath/domain/training/workout-log-paths";
import {
  addBodySchema,
  addedSchema,
  exerciseChoicesSchema,
  orderBodySchema,
  skipBodySchema,
  swapBodySchema,
} from "@ironpath/domain/training/day-changes-api.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedInIdempotent } from "../../plugins/idempotency.js";
import { requireUser, signedIn } from "../../plugins/auth-session.js";
import {
  addExercise,
  exerciseChoices,
  orderExercises,
  skipExercise,
  swapExercise,
} from "../../services/training/day-changes.js";
import { requireProgram } from "../../services/training/programs.js";
import { errorSchema, okSchema, programParam } from "../schemas.js";

const tags = ["workouts"];
const errors = { 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema };
const writeSchema = <B extends z.ZodType, R extends z.ZodType>(body: B, answer: R) => ({
  tags,
  params: z.strictObject({ program: programParam }),
  body,
  response: { 200: answer, ...errors },
});

/**
 * Beside the product's calls (decision 0049): a lifter changes the day while lifting, in a
 * ready-made program or one of their own. The day's log changes; the program only when asked.
 */
export const dayChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    swapDayExercisePath,
    { ...signedInIdempotent, schema: writeSchema(swapBodySchema, okSchema) },
    async (request) => {
      const user = requireUser(request);
      const program = await requireProgram(app.db, request.params.program, user, "any");
      await swapExercise(app.db, program, user.id, request.body);
      return { ok: true as const };
    },
  );

  app.post(
    skipDayExercisePath,
    { ...signedInIdempotent, schema: writeSchema(skipBodySchema, okSchema) },
    async (request) => {
      const user = requireUser(request);
      const program = await requireProgram(app.db, request.params.program, user, "any");
      await skipExercise(app.db, program, user.id, request.body);
      return { ok: true as const };
    },
  );

  app.post(
    addDayExercisePath,
    { ...signedInIdempotent, schema: writeSchema(addBodySchema, addedSchema) },
    async (request) => {
      const user = requireUser(request);
      const program = await requireProgram(app.db, request.params.program, user, "any");
      return { ok: true as const, exerciseId: await addExercise(app.db, program, user.id, request.body) };
    },
  );

  app.post(
    orderDayExercisesPath,
    { ...signedInIdempotent, schema: writeSchema(orderBodySchema, okSchema) },
    async (request) => {
      const user = requireUser(request);
      const program = await requireProgram(app.db, request.params.program, user, "any");
      await orderExercises(app.db, program, user.id, request.body);
      return { ok: true as const };
    },
  );

  // What an addition offers (by name), and what a swap of one row offers first.
  app.get(
    dayExerciseChoicesPath,
    {
      ...signedIn,
      schema: {
        tags,
        params: z.strictObject({ program: programParam }),
        response: { 200: exerciseChoicesSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const program = await requireProgram(app.db, request.params.program, user, "any");
      return { choices: await exerciseChoices(app.db, program, user.id) };
    },
  );

  app.get(
    swapChoicesPath,
    {
      ...signedIn,
      schema: {
        tags,
        params: z.strictObject({ program: programParam, exerciseId: z.string().min(1).max(200) }),
        response: { 200: exerciseChoicesSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const program = await requireProgram(app.db, request.params.program, user, "any");
      return { choices: await exerciseChoices(app.db, program, user.id, request.params.exerciseId) };
    },
  );
};
