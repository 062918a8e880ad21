import { DAYS, PHASES, WEEKS } from "@ironpath/domain/programs/row-rules";
import { exerciseEntrySchema, setEntrySchema } from "@ironpath/domain/training/logged-set.schema";
import {
  type ExerciseRow,
  dayListSchema,
  dayResponseSchema,
  phaseListSchema,
  previousWeightsSchema,
  weekListSchema,
} from "@ironpath/domain/training/workout-api.schema";
import { isoDate, integer } from "@ironpath/domain/wire";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { listDays } from "../db/repositories/routines.js";
import { requireUser, signedIn } from "../plugins/session.js";
import {
  type DayExercise,
  type ShownDay,
  logExercise,
  logSet,
  nextExerciseDay,
  previousWeights,
  requireRoutine,
  showDay,
} from "../services/workouts.js";
import { errorSchema, okSchema, programParam } from "./schemas.js";

function toRow(e: DayExercise): ExerciseRow {
  return {
    exerciseId: e.id,
    exercise_name: e.exerciseName,
    exercise_day_order: e.exerciseOrder,
    warm_up_sets: e.warmUpSets,
    sets: e.sets,
    reps: e.reps,
    rpe: e.rpe,
    percent1RM: e.percent1RM,
    min_rest: e.minRest,
    max_rest: e.maxRest,
    notes: e.notes,
    weight: e.suggestedWeight,
    logged: e.logged && {
      actualReps: e.logged.reps,
      actualRpe: e.logged.rpe,
      weight: e.logged.weight,
    },
  };
}

const toDayResponse = ({ day, exercises }: ShownDay) => ({
  data: exercises.map(toRow),
  phase_id: day.phase,
  week_id: day.week,
  day_id: day.day,
});

const phaseParam = integer(PHASES.min, PHASES.max);
const weekParam = integer(WEEKS.min, WEEKS.max);
const dayParam = integer(DAYS.min, DAYS.max);
const tags = ["workouts"];

/** The workout log of ready-made routines (and the logging calls both kinds share). */
export const workoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/query/nextExerciseDay/:date/:program",
    {
      ...signedIn,
      schema: {
        tags,
        params: z.strictObject({ date: isoDate, program: programParam }),
        response: {
          200: dayResponseSchema,
          204: z.null(),
          401: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const routine = await requireRoutine(app.db, request.params.program, user.id, "any");
      const shown = await nextExerciseDay(app.db, routine, user.id, request.params.date);
      if (!shown) return reply.code(204).send(null);
      return toDayResponse(shown);
    },
  );

  app.get(
    "/api/query/exercises/:program/phase",
    {
      schema: {
        tags,
        params: z.strictObject({ program: programParam }),
        response: {
          200: phaseListSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const routine = await requireRoutine(app.db, request.params.program, request.user?.id, "ready-made");
      const phases = new Set((await listDays(app.db, routine.id)).map((d) => d.phase));
      return { phase: [...phases].map((phase_id) => ({ phase_id })) };
    },
  );

  app.get(
    "/api/query/exercises/:program/:phase/week",
    {
      schema: {
        tags,
        params: z.strictObject({ program: programParam, phase: phaseParam }),
        response: {
          200: weekListSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const { program, phase } = request.params;
      const routine = await requireRoutine(app.db, program, request.user?.id, "ready-made");
      const weeks = new Set((await listDays(app.db, routine.id)).filter((d) => d.phase === phase).map((d) => d.week));
      return { week: [...weeks].map((week_id) => ({ week_id })) };
    },
  );

  app.get(
    "/api/query/exercises/:program/:phase/:week/day",
    {
      schema: {
        tags,
        params: z.strictObject({
          program: programParam,
          phase: phaseParam,
          week: weekParam,
        }),
        response: {
          200: dayListSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const { program, phase, week } = request.params;
      const routine = await requireRoutine(app.db, program, request.user?.id, "ready-made");
      const days = (await listDays(app.db, routine.id)).filter((d) => d.phase === phase && d.week === week);
      return { day: days.map((d) => ({ day: d.day })) };
    },
  );

  app.get(
    "/api/query/exercises/:program/:phase/:week/:day",
    {
      schema: {
        tags,
        params: z.strictObject({
          program: programParam,
          phase: phaseParam,
          week: weekParam,
          day: dayParam,
        }),
        response: { 200: dayResponseSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { program, phase, week, day } = request.params;
      const routine = await requireRoutine(app.db, program, request.user?.id, "ready-made");
      return toDayResponse(await showDay(app.db, routine, { phase, week, day }, request.user?.id));
    },
  );

  // The two logging calls differ only in their body and in what they save.
  const loggingSchema = <B extends z.ZodType>(body: B) => ({
    tags,
    params: z.strictObject({ program: programParam }),
    body,
    response: { 200: okSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
  });

  app.post(
    "/api/add/addUserExerciseData/:program",
    { ...signedIn, schema: loggingSchema(exerciseEntrySchema) },
    async (request) => {
      const user = requireUser(request);
      const routine = await requireRoutine(app.db, request.params.program, user.id, "any");
      await logExercise(app.db, routine, user.id, request.body);
      return { ok: true as const };
    },
  );

  app.post(
    "/api/add/advAddUserExerciseData/:program",
    { ...signedIn, schema: loggingSchema(setEntrySchema) },
    async (request) => {
      const user = requireUser(request);
      const routine = await requireRoutine(app.db, request.params.program, user.id, "any");
      await logSet(app.db, routine, user.id, request.body);
      return { ok: true as const };
    },
  );

  app.get(
    "/api/query/advanced_weight/:exerciseName/:program",
    {
      ...signedIn,
      schema: {
        tags,
        params: z.strictObject({
          exerciseName: z.string().min(1).max(100),
          program: programParam,
        }),
        response: {
          200: previousWeightsSchema,
          401: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await requireRoutine(app.db, request.params.program, user.id, "any");
      const rows = await previousWeights(app.db, user.id, request.params.exerciseName);
      return {
        data: rows.map((r) => ({
          weight: r.weight,
          reps_performed: r.reps,
          rpe_actual: r.rpe,
          date: r.performedOn,
          routine_name: r.routineName,
          set: r.setIndex === 0 ? null : r.setIndex,
        })),
      };
    },
  );
};
