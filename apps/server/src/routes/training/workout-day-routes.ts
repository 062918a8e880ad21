import { PROGRAM_DAY_PATHS } from "@ironpath/domain/training/workout-log-paths";
import { nextDayPath } from "@ironpath/domain/training/next-day-path";
import { DAYS, PHASES, WEEKS, formatRest } from "@ironpath/domain/programs/row-rules";
import {
  type ExerciseRow,
  dayListSchema,
  dayResponseSchema,
  phaseListSchema,
  weekListSchema,
} from "@ironpath/domain/training/workout-api.schema";
import { integer, isoDate } from "@ironpath/domain/wire";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { isForeignRequest } from "../../plugins/security.js";
import { type Access, open, requireUser, signedIn } from "../../plugins/auth-session.js";

type RouteAccess = { config: { access: Access } };
import { requireProgram } from "../../services/training/programs.js";
import {
  type DayExercise,
  type ShownDay,
  listDaysOfWeek,
  listPhases,
  listWeeks,
  nextExerciseDay,
  nextExerciseDayAgain,
  showDay,
} from "../../services/training/workout-days.js";
import { errorSchema, programParam } from "../schemas.js";
import { compiledOkSerializer } from "../../plugins/compiled-serializer.js";

/** A timed hold's seconds beside the product's fields, only where there are some (decision 0053). */
const held = (seconds: number | null) => (seconds === null ? {} : { seconds });

function toRow(e: DayExercise): ExerciseRow {
  return {
    exerciseId: e.id,
    exercise_name: e.exerciseName,
    exercise_day_order: e.exerciseOrder,
    exercise_type: e.exerciseType,
    warm_up_sets: e.warmUpSets,
    sets: e.sets,
    reps: e.reps,
    rpe: e.rpe,
    percent1RM: e.percent1RM,
    min_rest: e.minRest,
    max_rest: e.maxRest,
    rest: formatRest(e),
    notes: e.notes,
    weight: e.suggestion.weight,
    logged: e.logged && {
      actualReps: e.logged.reps,
      actualRpe: e.logged.rpe,
      weight: e.logged.weight,
      ...held(e.logged.seconds),
    },
    logged_sets: (e.logged?.sets ?? []).map((s) => ({
      set: s.set,
      actualReps: s.reps,
      actualRpe: s.rpe,
      weight: s.weight,
      ...held(s.seconds),
    })),
    suggestionBasis: e.suggestion.basis,
    oneRepMax: e.suggestion.oneRepMax === null ? null : Math.round(e.suggestion.oneRepMax * 10) / 10,
    plan: { warmUps: e.plan.warmUps, sets: e.plan.sets, bodyweight: e.plan.bodyweight },
    plates: e.plan.plates,
    ...(e.unit ? { unit: e.unit } : {}),
    change: e.change,
    ...(e.extras
      ? { warm_ups_logged: e.extras.warmUps, day_notes: e.extras.notes, last_notes: e.extras.lastNotes }
      : {}),
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

export interface WorkoutRoutesOptions {
  publicOrigin: string | undefined;
}

/** The workout log's days of a program: the pickers' lists, a chosen day and the next day. */
export const workoutDayRoutes: FastifyPluginAsyncZod<WorkoutRoutesOptions> = async (app, opts) => {
  // Showing a day remembers it for the advanced entry: only a request of the app itself may do that,
  // not a link on another site that carries the Lax cookie.
  const viewer = (request: FastifyRequest) => ({
    userId: request.user?.id,
    remember: !isForeignRequest(request, opts.publicOrigin),
    equipment: request.user?.equipment,
  });

  app.get(
    nextDayPath,
    {
      ...signedIn,
      // The large answer through a compiled serializer (decision 0085).
      serializerCompiler: compiledOkSerializer,
      schema: {
        tags,
        params: z.strictObject({ date: isoDate, program: programParam }),
        response: { 200: dayResponseSchema, 204: z.null(), 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const who = { ...viewer(request), userId: user.id };
      const { date, program: name } = request.params;
      // Only the app's own request remembers the day shown: a kept answer is kept for one kind.
      return app.keptAnswers.send(
        request,
        reply,
        who.remember ? "app" : "foreign",
        async () => {
          const program = await requireProgram(app.db, name, user, "any");
          const shown = await nextExerciseDay(app.db, program, who, date);
          return shown && toDayResponse(shown);
        },
        // After a saved set: the same day, read again at the lifter's new version.
        async (now) => {
          const program = await requireProgram(app.db, name, { ...user, ...now }, "any");
          const shown = await nextExerciseDayAgain(app.db, program, { ...who, equipment: now.equipment }, date);
          return shown && toDayResponse(shown);
        },
      );
    },
  );

  // The pickers and a chosen day: ready-made programs for anyone, a lifter's own programs for them
  // (docs/product.md section 7: the same calls under /user-created-exercises, with credentials).
  const sources = [
    { kind: "ready-made", access: open as RouteAccess },
    { kind: "user-created", access: signedIn as RouteAccess },
  ] as const;
  for (const { kind, access } of sources) {
    const paths = PROGRAM_DAY_PATHS[kind];
    const errors = { 404: errorSchema, ...(kind === "user-created" ? { 401: errorSchema } : {}) };
    const find = (request: FastifyRequest, name: string) => requireProgram(app.db, name, request.user, kind);

    app.get(
      paths.phases,
      {
        ...access,
        schema: {
          tags,
          params: z.strictObject({ program: programParam }),
          response: { 200: phaseListSchema, ...errors },
        },
      },
      async (request) => {
        const program = await find(request, request.params.program);
        return { phase: (await listPhases(app.db, program)).map((phase_id) => ({ phase_id })) };
      },
    );

    app.get(
      paths.weeks,
      {
        ...access,
        schema: {
          tags,
          params: z.strictObject({ program: programParam, phase: phaseParam }),
          response: { 200: weekListSchema, ...errors },
        },
      },
      async (request) => {
        const program = await find(request, request.params.program);
        return { week: (await listWeeks(app.db, program, request.params.phase)).map((week_id) => ({ week_id })) };
      },
    );

    app.get(
      paths.days,
      {
        ...access,
        schema: {
          tags,
          params: z.strictObject({ program: programParam, phase: phaseParam, week: weekParam }),
          response: { 200: dayListSchema, ...errors },
        },
      },
      async (request) => {
        const { phase, week } = request.params;
        const program = await find(request, request.params.program);
        return { day: (await listDaysOfWeek(app.db, program, phase, week)).map((day) => ({ day })) };
      },
    );

    app.get(
      paths.day,
      {
        ...access,
        schema: {
          tags,
          params: z.strictObject({ program: programParam, phase: phaseParam, week: weekParam, day: dayParam }),
          response: { 200: dayResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { phase, week, day } = request.params;
        const program = await find(request, request.params.program);
        return toDayResponse(await showDay(app.db, program, { phase, week, day }, viewer(request)));
      },
    );
  }
};
