import { daySummaryPath } from "@ironpath/domain/training/workout-log-paths";
import type { WeightUnit } from "@ironpath/domain/units/weight-unit";
import {
  type DayRecordResponse,
  type DaySummaryResponse,
  daySummaryParams,
  daySummarySchema,
} from "@ironpath/domain/training/day-summary-api.schema";
import type { DayRecord } from "@ironpath/domain/training/summarise-day";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser, signedIn } from "../../plugins/auth-session.js";
import { daySummary } from "../../services/training/day-summary.js";
import { requireProgram } from "../../services/training/programs.js";
import { errorSchema } from "../schemas.js";

const tags = ["workouts"];
const tenth = (n: number) => Math.round(n * 10) / 10;

function toRecord(r: DayRecord, units: Map<string, WeightUnit>): DayRecordResponse {
  const unit = units.get(r.exerciseName);
  const own = unit ? { unit } : {};
  if (r.kind === "reps") {
    const { exerciseType: exercise_type, weight, reps, previous } = r;
    return { kind: "reps", exercise_name: r.exerciseName, ...own, exercise_type, weight, reps, previous };
  }
  if (r.kind === "seconds") {
    return { kind: "seconds", exercise_name: r.exerciseName, seconds: r.seconds, previous: r.previous };
  }
  return {
    kind: "e1rm",
    exercise_name: r.exerciseName,
    ...own,
    value: tenth(r.value),
    previous: r.previous === null ? null : tenth(r.previous),
    weight: r.set.weight,
    reps: r.set.reps,
    rpe: r.set.rpe,
  };
}

/** The finish screen of the workout log: one day's figures and records, for the signed-in lifter. */
export const daySummaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    daySummaryPath,
    {
      ...signedIn,
      schema: {
        tags,
        params: daySummaryParams,
        response: { 200: daySummarySchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request): Promise<DaySummaryResponse> => {
      const user = requireUser(request);
      const { phase, week, day } = request.params;
      // Either kind, as the next day finds it: the lifter's own program wins a name clash.
      const program = await requireProgram(app.db, request.params.program, user, "any");
      const summary = await daySummary(app.db, program, { phase, week, day }, user.id);
      return {
        routine_name: program.name,
        phase_id: phase,
        week_id: week,
        day_id: day,
        startedAt: summary.startedAt,
        finishedAt: summary.finishedAt,
        durationSeconds: summary.durationSeconds,
        sets: summary.sets,
        warmUpSets: summary.warmUpSets,
        volume: summary.volume,
        volumeUnits: summary.volumeUnits,
        records: summary.records.map((r) => toRecord(r, summary.units)),
      };
    },
  );
};
