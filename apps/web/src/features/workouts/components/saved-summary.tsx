import type { ExerciseType } from "@ironpath/domain/training/exercise-type";
import { Box, Text } from "@mantine/core";
import type { WeightUnit } from "../../../lib/weight-unit";
import { type EntryValues, isStarted, valuesOf } from "../entry-values";
import { type SavedEntries, describeEntry, setsOf, wholeOf } from "../saved-entries";

interface SavedSummaryProps {
  saved: SavedEntries;
  /** What the quick row holds: the whole exercise's line is left out while it shows the same numbers. */
  typed: EntryValues;
  /** How the exercise is logged: "+25 lb", "60 s" (decision 0053). */
  type?: ExerciseType;
  /** The exercise's unit (decision 0081); the lifter's when not given. */
  unit?: WeightUnit;
}

/**
 * What the server holds for the exercise, in words: "Saved: 8 reps · RPE 7 · 225 lbs" for the whole
 * exercise (when the quick row does not show it already: after the final Submit cleared it, or while
 * a correction is typed), a line per set of the advanced entry. Placed below the quick row, so a
 * line appearing never moves the field being typed in. A polite live region: a save is read out.
 */
export function SavedSummary({ saved, typed, type, unit }: SavedSummaryProps) {
  const whole = wholeOf(saved);
  const wholeLine = whole && isStarted(typed, valuesOf(whole, unit)) ? whole : null;
  const sets = setsOf(saved);
  return (
    <Box role="status" aria-live="polite">
      {(wholeLine || sets.length > 0) && (
        <Box bg="green.0" px="sm" py={6} style={{ borderRadius: "var(--mantine-radius-sm)" }}>
          {wholeLine && <Text fw={700}>Saved: {describeEntry(wholeLine, type, unit)}</Text>}
          {sets.map((s) => (
            <Text key={s.set}>
              Set {s.set}: {describeEntry(s, type, unit)}
            </Text>
          ))}
        </Box>
      )}
    </Box>
  );
}
