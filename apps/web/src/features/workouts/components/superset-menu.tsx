import type { ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { Button, Group, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { messageOf } from "../../../lib/api";
import { useDayChange } from "../api/day-changes";
import type { DaySupersetsState } from "./use-supersets";

interface SupersetMenuProps {
  program: string;
  row: ExerciseRow;
  /** The other exercises still pending today: what this one can be grouped with. */
  others: readonly ExerciseRow[];
  supersets: DaySupersetsState;
}

/**
 * On a card: "Superset with…" lists the day's other pending exercises, and one tap groups the two
 * for today (joining a group either is in); "Ungroup" takes it out of today's group. A group the
 * program's builder made is changed in the builder, not here (decision 0055).
 */
export function SupersetMenu({ program, row, others, supersets }: SupersetMenuProps) {
  const [open, setOpen] = useState(false);
  // Through the outbox like the day's other changes: with no signal it waits, drawn at once (0121).
  const change = useDayChange(program);
  const { key: day, date } = supersets;
  const mine = supersets.groupOf(row);
  const candidates = others.filter((o) => o !== row && !mine?.rows.includes(o));
  const grouping = (other: ExerciseRow) =>
    change.isPending && change.variables?.kind === "group" && change.variables.exerciseIds.includes(other.exerciseId);

  return (
    <Stack gap="xs">
      <Group gap="xs">
        {candidates.length > 0 && (
          <Button variant="default" size="md" h={44} aria-expanded={open} onClick={() => setOpen((was) => !was)}>
            Superset with…
          </Button>
        )}
        {supersets.inDayGroup(row) && (
          <Button
            variant="default"
            size="md"
            h={44}
            aria-label={`Ungroup ${row.exercise_name}`}
            onClick={() =>
              change.mutate({ kind: "ungroup", day, date, exerciseId: row.exerciseId, name: row.exercise_name })
            }
          >
            Ungroup
          </Button>
        )}
      </Group>
      {open && (
        <Stack gap="xs" role="group" aria-label={`Superset ${row.exercise_name} with`}>
          {candidates.map((other) => (
            <Button
              key={other.exerciseId}
              variant="light"
              size="md"
              h={44}
              justify="flex-start"
              loading={grouping(other)}
              onClick={() =>
                change.mutate(
                  {
                    kind: "group",
                    day,
                    date,
                    exerciseIds: [row.exerciseId, other.exerciseId],
                    names: `${row.exercise_name} with ${other.exercise_name}`,
                  },
                  { onSuccess: () => setOpen(false) },
                )
              }
            >
              {other.exercise_name}
            </Button>
          ))}
        </Stack>
      )}
      {change.error && (
        <Text c="red.9" role="alert">
          {messageOf(change.error)}
        </Text>
      )}
    </Stack>
  );
}
