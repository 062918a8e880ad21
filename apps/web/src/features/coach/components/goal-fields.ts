import type { ReactNode } from "react";
import type { StartBodies } from "../api/start-phase";
import type { CoachPhase } from "../phases";

/** What every phase's start sends: the activity level and the first day. */
export interface GoalCommon {
  returnActivityLevel: number;
  date: string;
}

/** A phase's own fields on the goal screen, around the start date and activity level every phase asks. */
export interface GoalFields<P extends CoachPhase> {
  /** Above the start date (the rate). */
  rate?: ReactNode;
  /** Below the activity level (the bulk's end, the cut's forecast). */
  more?: ReactNode;
  /** At Continue: marks the phase's empty fields; false while one is. */
  check: () => boolean;
  /** The start's body, once `check` has passed. */
  body: (common: GoalCommon) => StartBodies[P];
}
