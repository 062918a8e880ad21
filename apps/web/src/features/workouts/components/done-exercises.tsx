import type { ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { Button, Card, Group, Stack, Title } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { rowUnit } from "../../../lib/weight-unit";
import { type SavedEntries, describeEntry, setsOf, wholeOf } from "../saved-entries";
import classes from "./card.module.css";

interface DoneExercisesProps {
  /** The day's done exercises that have left the pending list, in the day's order. */
  rows: ExerciseRow[];
  savedFor: (row: ExerciseRow) => SavedEntries;
  /** The exercise's whole card, to correct a number on the spot. */
  card: (row: ExerciseRow) => ReactNode;
}

/** What the server holds, a line each: the whole exercise's entry, then "Set 1: 5 reps · RPE 8 · 225 lbs". */
function savedLines(saved: SavedEntries, row: ExerciseRow): string[] {
  const whole = wholeOf(saved);
  const said = (entry: Parameters<typeof describeEntry>[0]) => describeEntry(entry, row.exercise_type, rowUnit(row));
  const sets = setsOf(saved).map((s) => `Set ${s.set}: ${said(s)}`);
  return [...(whole ? [said(whole)] : []), ...sets];
}

/**
 * The done part of the day: an exercise leaves the pending list once saved (the product's rule,
 * with its toasts), and stays here, collapsed to its name and what is saved, so a typo can be
 * seen and fixed on the spot: Edit opens its whole card again (decision 0046).
 */
export function DoneExercises({ rows, savedFor, card }: DoneExercisesProps) {
  const [editing, setEditing] = useState<ReadonlySet<string>>(() => new Set());
  if (rows.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="done-today" gap="xs">
      <Title order={2} fz="h4" id="done-today">
        Done today
      </Title>
      <Stack component="ul" aria-labelledby="done-today" gap="xs" m={0} p={0} style={{ listStyle: "none" }}>
        {rows.map((row) =>
          editing.has(row.exerciseId) ? (
            <li key={row.exerciseId}>{card(row)}</li>
          ) : (
            <Card key={row.exerciseId} component="li" withBorder padding="sm">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <div style={{ minWidth: 0, flex: 1 }}>
                  <p className={`${classes.text} ${classes.strong}`}>{row.exercise_name}</p>
                  {savedLines(savedFor(row), row).map((line) => (
                    <p key={line} className={`${classes.text} ${classes.dimmed}`}>
                      {line}
                    </p>
                  ))}
                </div>
                <Button
                  variant="light"
                  size="md"
                  h={44}
                  style={{ flexShrink: 0 }}
                  aria-label={`Edit ${row.exercise_name}`}
                  onClick={() => setEditing((prev) => new Set(prev).add(row.exerciseId))}
                >
                  Edit
                </Button>
              </Group>
            </Card>
          ),
        )}
      </Stack>
    </Stack>
  );
}
