import { WHOLE_EXERCISE_SET } from "@ironpath/domain/training/set-count";
import {
  previousWeightsPath,
  removeSetPath,
  saveExercisePath,
  saveSetPath,
} from "@ironpath/domain/training/workout-log-paths";
import { exerciseEntrySchema, removedSetSchema, setEntrySchema } from "@ironpath/domain/training/logged-set.schema";
import { previousWeightsSchema } from "@ironpath/domain/training/workout-api.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedInIdempotent } from "../../plugins/idempotency.js";
import { requireUser, signedIn } from "../../plugins/auth-session.js";
import { type ProgramViewer, requireProgram } from "../../services/training/programs.js";
import { logExercise, logSet, previousWeights, removeSet } from "../../services/training/workout-entries.js";
import { errorSchema, okSchema, programParam } from "../schemas.js";
import { compiledOkSerializer } from "../../plugins/compiled-serializer.js";

const tags = ["workouts"];

// The two logging calls differ only in their body and in what they save.
const loggingSchema = <B extends z.ZodType>(body: B) => ({
  tags,
  params: z.strictObject({ program: programParam }),
  body,
  response: { 200: okSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema },
});

/** What a lifter logs (both kinds of program) and the previous weights they look back at. */
export const workoutEntryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(saveExercisePath, { ...signedInIdempotent, schema: loggingSchema(exerciseEntrySchema) }, async (request) => {
    const user = requireUser(request);
    const program = await requireProgram(app.db, request.params.program, user, "any");
    await logExercise(app.db, program, user.id, request.body);
    return { ok: true as const };
  });

  app.post(saveSetPath, { ...signedInIdempotent, schema: loggingSchema(setEntrySchema) }, async (request) => {
    const user = requireUser(request);
    const program = await requireProgram(app.db, request.params.program, user, "any");
    await logSet(app.db, program, user.id, request.body);
    return { ok: true as const };
  });

  // Beside the product's calls: a set taken back in the log (decision 0046).
  app.post(removeSetPath, { ...signedInIdempotent, schema: loggingSchema(removedSetSchema) }, async (request) => {
    const user = requireUser(request);
    const program = await requireProgram(app.db, request.params.program, user, "any");
    await removeSet(app.db, program, user.id, request.body);
    return { ok: true as const };
  });

  app.get(
    previousWeightsPath,
    {
      ...signedIn,
      // The large answer through a compiled serializer (decision 0085).
      serializerCompiler: compiledOkSerializer,
      schema: {
        tags,
        params: z.strictObject({ exerciseName: z.string().min(1).max(100), program: programParam }),
        response: { 200: previousWeightsSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { exerciseName, program } = request.params;
      // Read again after a saved set (decision 0065): the lifter's next look at them is not cold.
      const read = async (viewer: ProgramViewer) => {
        await requireProgram(app.db, program, viewer, "any");
        const rows = await previousWeights(app.db, user.id, exerciseName);
        return {
          data: rows.map((r) => ({
            weight: r.weight,
            reps_performed: r.reps,
            rpe_actual: r.rpe,
            date: r.performedOn,
            routine_name: r.programName,
            set: r.setIndex === WHOLE_EXERCISE_SET ? null : r.setIndex,
            ...(r.seconds === null ? {} : { seconds: r.seconds }),
          })),
        };
      };
      return app.keptAnswers.send(
        request,
        reply,
        "",
        () => read(user),
        (now) => read({ ...user, ...now }),
      );
    },
  );
};
