import type { ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { Box, Button, Group, Stack, Text } from "@mantine/core";
import { useId, useState } from "react";

interface DayChangeMenuProps {
  row: ExerciseRow;
  /** Done: nothing to change (its sets are saved). */
  disabled: boolean;
  canMoveUp: boolean;
  canMoveDown: boolean;
  busy: boolean;
  onSwap: () => void;
  onSkip: () => void;
  onMove: (by: -1 | 1) => void;
}

/**
 * A pending card's "Change": it opens, in the card, Swap, Skip, Move up and Move down (44 px each,
 * no hover or drag needed), for the day's log only (decision 0049).
 */
export function DayChangeMenu(props: DayChangeMenuProps) {
  const { row, disabled, canMoveUp, canMoveDown, busy } = props;
  const [open, setOpen] = useState(false);
  const id = useId();
  const swappedFrom = row.change?.swappedFrom;
  const act = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  const item = { variant: "light", size: "md", h: 44, px: 4, disabled: busy } as const;
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fz="sm" c="dimmed" style={{ minWidth: 0 }}>
          {swappedFrom ? `Instead of ${swappedFrom}` : row.change?.added ? "Added today" : ""}
        </Text>
        <Button
          variant="default"
          size="md"
          h={44}
          loading={busy}
          disabled={disabled}
          style={{ flexShrink: 0 }}
          aria-label={`Change ${row.exercise_name}`}
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((was) => !was)}
        >
          Change
        </Button>
      </Group>
      {open && !disabled && (
        <Box
          id={id}
          role="group"
          aria-label={`Change ${row.exercise_name}`}
          style={{
            display: "grid",
            gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
            gap: "var(--mantine-spacing-xs)",
          }}
        >
          <Button {...item} onClick={act(props.onSwap)}>
            Swap…
          </Button>
          <Button {...item} onClick={act(props.onSkip)}>
            Skip
          </Button>
          <Button {...item} disabled={busy || !canMoveUp} onClick={act(() => props.onMove(-1))}>
            Move up
          </Button>
          <Button {...item} disabled={busy || !canMoveDown} onClick={act(() => props.onMove(1))}>
            Move down
          </Button>
        </Box>
      )}
    </Stack>
  );
}
