import { exerciseNotePath, removeWarmUpSetPath, warmUpSetPath } from "@ironpath/domain/training/workout-log-paths";
import {
  exerciseNoteSchema,
  removedWarmUpSchema,
  warmUpEntrySchema,
} from "@ironpath/domain/training/notes-warm-ups-api.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedInIdempotent } from "../../plugins/idempotency.js";
import { requireUser } from "../../plugins/auth-session.js";
import { logWarmUp, removeWarmUp, saveNote } from "../../services/training/notes-and-warm-ups.js";
import { requireProgram } from "../../services/training/programs.js";
import { errorSchema, okSchema, programParam } from "../schemas.js";

const tags = ["workouts"];

const writeSchema = <B extends z.ZodType>(body: B) => ({
  tags,
  params: z.strictObject({ program: programParam }),
  body,
  response: { 200: okSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema },
});

/**
 * Beside the product's logging calls (decision 0066): a note on a set or an exercise of the day,
 * and warm-up sets logged as warm-ups. Each honours an Idempotency-Key, as every logging write does.
 */
export const notesAndWarmUpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(exerciseNotePath, { ...signedInIdempotent, schema: writeSchema(exerciseNoteSchema) }, async (request) => {
    const user = requireUser(request);
    const program = await requireProgram(app.db, request.params.program, user, "any");
    await saveNote(app.db, program, user.id, request.body);
    return { ok: true as const };
  });

  app.post(warmUpSetPath, { ...signedInIdempotent, schema: writeSchema(warmUpEntrySchema) }, async (request) => {
    const user = requireUser(request);
    const program = await requireProgram(app.db, request.params.program, user, "any");
    await logWarmUp(app.db, program, user.id, request.body);
    return { ok: true as const };
  });

  app.post(
    removeWarmUpSetPath,
    { ...signedInIdempotent, schema: writeSchema(removedWarmUpSchema) },
    async (request) => {
      const user = requireUser(request);
      const program = await requireProgram(app.db, request.params.program, user, "any");
      await removeWarmUp(app.db, program, user.id, request.body);
      return { ok: true as const };
    },
  );
};
