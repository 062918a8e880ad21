import type { CoachPhaseKind } from "@ironpath/domain/coach/phase-start";
import { dayBody, lossDayBody, lossMissedDayBody, missedDayBody } from "@ironpath/domain/coach/api.schema";
import type { z } from "zod";
import {
  type CoachFormField,
  GAIN_DAY_FIELDS,
  LOSS_DAY_FIELDS,
  LOSS_MISSED_FIELDS,
  MAINTENANCE_DAY_FIELDS,
  MISSED_DAY_FIELDS,
} from "./components/coach-form-fields";

/** The coach's three phases, by the name the web gives them. */
export type CoachPhase = "gain" | "loss" | "maintenance";

export type PhaseDayBody = z.output<typeof dayBody> | z.output<typeof lossDayBody>;
export type PhaseMissedDayBody = z.output<typeof missedDayBody> | z.output<typeof lossMissedDayBody>;

/** What one phase's assistant shows and sends where the three differ. */
export interface PhaseRow {
  /** The assistant's heading and its screen. */
  title: string;
  screen: string;
  /** Where the goal screen starts the phase, and its form's name. */
  startPath: string;
  goalForm: string;
  /** Where today's entry and a missed day are sent (docs/product.md sections 2 and 3). */
  dayPath: string;
  missedDayPath: string;
  daySchema: z.ZodType<PhaseDayBody>;
  missedDaySchema: z.ZodType<PhaseMissedDayBody>;
  dayFields: readonly CoachFormField[];
  missedDayFields: readonly CoachFormField[];
  /** The wire key today's entry carries today's date in. */
  todayKey: "date" | "currentDate";
  /** Shown once today's entry is saved (docs/product.md section 8). */
  daySaved: string;
  /** The phase a missed day is checked against: a day before its start is refused. */
  kind: CoachPhaseKind;
}

const DAY_SAVED = "Day added successfully";

/** One row a phase: everything else on the assistants is the same (docs/product.md sections 2, 3 and 8). */
export const PHASES: Record<CoachPhase, PhaseRow> = {
  gain: {
    title: "Weight gain assistant",
    screen: "/weight-gain-recommender",
    startPath: "/api/query/weightGain",
    goalForm: "Weight gain goal",
    dayPath: "/api/query/daily_calories_and_weight",
    missedDayPath: "/api/query/missed_calories_and_weight",
    daySchema: dayBody,
    missedDaySchema: missedDayBody,
    dayFields: GAIN_DAY_FIELDS,
    missedDayFields: MISSED_DAY_FIELDS,
    todayKey: "date",
    daySaved: DAY_SAVED,
    kind: "bulk",
  },
  loss: {
    title: "Weight loss assistant",
    screen: "/step-recommender",
    startPath: "/api/query/calculate_maintenance_calories",
    goalForm: "Weight loss goal",
    dayPath: "/api/query/add/stepsWalked/caloriesConsumed",
    missedDayPath: "/api/query/add_missed_calories_and_steps",
    daySchema: lossDayBody,
    missedDaySchema: lossMissedDayBody,
    dayFields: LOSS_DAY_FIELDS,
    missedDayFields: LOSS_MISSED_FIELDS,
    todayKey: "currentDate",
    daySaved: "Successfully added steps and calories!",
    kind: "cut",
  },
  maintenance: {
    title: "Maintenance phase",
    screen: "/maintenance-phase",
    startPath: "/api/query/maintenance_phase",
    goalForm: "Maintenance goal",
    dayPath: "/api/query/submit_maintenance_calories_and_weight",
    missedDayPath: "/api/query/submit_missed_maintenance_calories_and_weight",
    daySchema: dayBody,
    missedDaySchema: missedDayBody,
    dayFields: MAINTENANCE_DAY_FIELDS,
    missedDayFields: MISSED_DAY_FIELDS,
    todayKey: "date",
    daySaved: DAY_SAVED,
    kind: "maintain",
  },
};
