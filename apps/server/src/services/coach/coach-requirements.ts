import { ConflictError, NotFoundError } from "@ironpath/domain/errors";
import type { Body } from "@ironpath/domain/coach/units";
import type { Kysely } from "kysely";
import { type Phase, findActivePhase, latestWeight } from "../../db/repositories/coach.js";
import { findUserInfo } from "../../db/repositories/user-info.js";
import type { Database } from "../../db/schema.js";
import type { CoachPhaseKind } from "@ironpath/domain/coach/phase-start";

export const USER_INFO_REQUIRED =
  "Fill in User Info first: the coach needs your sex, age, height and weight to compute your calories.";

/**
 * The lifter's body for the coach's formulas: sex, age and height from User Info, the weight from
 * their latest weigh-in on or before `onDate` (else User Info's). A ConflictError (409) in words
 * while User Info is missing: no numbers computed from nothing.
 */
export async function requireBody(db: Kysely<Database>, userId: string, onDate: string): Promise<Body> {
  const info = await findUserInfo(db, userId);
  if (!info) throw new ConflictError(USER_INFO_REQUIRED);
  const latest = await latestWeight(db, userId, onDate);
  return {
    sex: info.gender,
    ageYears: info.age,
    heightIn: info.heightFt * 12 + info.heightIn,
    weightLb: latest?.weight ?? info.weight,
  };
}

const NAMES: Record<CoachPhaseKind, string> = { cut: "cutting", bulk: "bulking", maintain: "maintenance" };

/** The lifter's active phase (of `kind`, when given), or a NotFoundError in words. */
export async function requirePhase(db: Kysely<Database>, userId: string, kind?: CoachPhaseKind): Promise<Phase> {
  const phase = await findActivePhase(db, userId);
  if (!phase) throw new NotFoundError("No cut, bulk or maintenance phase yet: choose a goal first");
  if (kind && phase.kind !== kind) throw new NotFoundError(`You are not in a ${NAMES[kind]} phase`);
  return phase;
}
