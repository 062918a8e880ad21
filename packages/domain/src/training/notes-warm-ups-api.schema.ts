import { z } from "zod";
import { integer, isoDate } from "../wire";
import { actualReps, liftedWeight } from "./logged-set.schema";
import { LAST_SET_NUMBER, NOTE_CONTROL, NOTE_MAX, NOTE_OF_EXERCISE, NOTE_TOO_LONG, hasControl } from "./day-notes";
import { MAX_WARM_UPS } from "./warm-ups";

// Beside the product's logging calls (decision 0066): the lifter's notes on a set or an exercise of
// the day, and warm-up sets logged as warm-ups. Checked the same on the form and the server.

/** The lifter's own words: trimmed, at most NOTE_MAX characters, no control characters; "" removes it. */
export const noteText = z
  .string()
  .max(NOTE_MAX * 2)
  .transform((text) => text.trim())
  .refine((text) => text.length <= NOTE_MAX, NOTE_TOO_LONG)
  .refine((text) => !hasControl(text), NOTE_CONTROL);

const setNumber = integer(NOTE_OF_EXERCISE, LAST_SET_NUMBER);

const exerciseId = z.string().min(1).max(200);

/** POST /api/add/userExerciseNote/{program}: the lifter's note for the day; an empty note removes it. */
export const exerciseNoteSchema = z.strictObject({
  exerciseId,
  set: setNumber,
  note: noteText,
  /** The lifter's local date; the server's date when absent. */
  date: isoDate.optional(),
});

/** POST /api/add/userWarmUpSet/{program}: one warm-up set (index from 0: W1 is 0). */
export const warmUpEntrySchema = z.strictObject({
  exerciseId,
  index: integer(0, MAX_WARM_UPS - 1),
  reps: actualReps,
  weight: liftedWeight,
  date: isoDate.optional(),
});

/** POST /api/add/removeUserWarmUpSet/{program}: a warm-up taken back. */
export const removedWarmUpSchema = z.strictObject({ exerciseId, index: warmUpEntrySchema.shape.index });

/** A day's notes of one exercise, in the day's answer. */
export const dayNotesSchema = z.object({
  /** The note on the exercise as a whole; null for none. */
  exercise: z.string().nullable(),
  /** Notes on work sets, in set order. */
  sets: z.array(z.object({ set: z.number(), note: z.string() })),
});

/** Added beside the product's fields of a day's row (decision 0066). */
export const rowNotesAndWarmUpsShape = {
  /** The warm-ups logged today for the row, in order (set from 1). */
  warm_ups_logged: z.array(z.object({ set: z.number(), reps: z.number(), weight: z.number() })).optional(),
  /** Today's notes of the row. */
  day_notes: dayNotesSchema.optional(),
  /** The notes of the lift's last session (the one "Last time" shows); null when it had none. */
  last_notes: dayNotesSchema.extend({ date: z.string() }).nullable().optional(),
};

export type ExerciseNote = z.output<typeof exerciseNoteSchema>;
export type WarmUpEntry = z.output<typeof warmUpEntrySchema>;
export type RemovedWarmUp = z.output<typeof removedWarmUpSchema>;
export type DayNotes = z.output<typeof dayNotesSchema>;
