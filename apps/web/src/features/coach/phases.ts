import type { CoachPhaseKind } from "@ironpath/domain/coach/phase-start";
import type { dayBody, lossDayBody, lossMissedDayBody, missedDayBody } from "@ironpath/domain/coach/api.schema";
import type { z } from "zod";

// Plain data (no zod at run time): the menu's Weight Assistant reads the screens from it. The forms'
// schemas and fields per phase are in components/phase-forms.ts.

/** The coach's three phases, by the name the web gives them. */
export type CoachPhase = "gain" | "loss" | "maintenance";

export type PhaseDayBody = z.output<typeof dayBody> | z.output<typeof lossDayBody>;
export type PhaseMissedDayBody = z.output<typeof missedDayBody> | z.output<typeof lossMissedDayBody>;

/** What one phase's assistant shows and sends where the three differ. */
export interface PhaseRow {
  /** The assistant's heading, its screen, and the helper query's status that leads there (docs/product.md section 4). */
  title: string;
  screen: string;
  helperStatus: number;
  /** The goal screen's form that starts the phase. */
  goalForm: string;
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
    helperStatus: 204,
    goalForm: "Weight gain goal",
    todayKey: "date",
    daySaved: DAY_SAVED,
    kind: "bulk",
  },
  loss: {
    title: "Weight loss assistant",
    screen: "/step-recommender",
    helperStatus: 200,
    goalForm: "Weight loss goal",
    todayKey: "currentDate",
    daySaved: "Successfully added steps and calories!",
    kind: "cut",
  },
  maintenance: {
    title: "Maintenance phase",
    screen: "/maintenance-phase",
    helperStatus: 205,
    goalForm: "Maintenance goal",
    todayKey: "date",
    daySaved: DAY_SAVED,
    kind: "maintain",
  },
};
