import { dayLoggedSchema } from "@ironpath/domain/coach/api.schema";
import type { z } from "zod";
import type { SaveResult } from "../../../lib/offline/outbox";

export type WeightQuestion = NonNullable<z.infer<typeof dayLoggedSchema>["weightQuestion"]>;

/**
 * The question a saved day's answer asks about its weight (held until confirmed, decision 0059),
 * or null. A save kept for later (offline) has no answer yet: the server holds such a weight and
 * the lifter is asked on the next save of that day.
 */
export function weightQuestionOf(result: SaveResult): WeightQuestion | null {
  if (result.kept) return null;
  const parsed = dayLoggedSchema.safeParse(result.data);
  return parsed.success ? (parsed.data.weightQuestion ?? null) : null;
}

/** `value` when it is a weight question (a form's save answers one or nothing). */
export function asWeightQuestion(value: unknown): WeightQuestion | null {
  const parsed = dayLoggedSchema.shape.weightQuestion.unwrap().safeParse(value);
  return parsed.success ? parsed.data : null;
}
