import type { ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { Button, Group, Menu, Text } from "@mantine/core";

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

const ITEM = { mih: 44, fz: "md" } as const;

/** A pending card's "Change": swap it, skip it, or move it up or down the day (decision 0049). */
export function DayChangeMenu(props: DayChangeMenuProps) {
  const { row, disabled, canMoveUp, canMoveDown, busy, onSwap, onSkip, onMove } = props;
  const swappedFrom = row.change?.swappedFrom;
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <Text fz="sm" c="dimmed" style={{ minWidth: 0 }}>
        {swappedFrom ? `Instead of ${swappedFrom}` : row.change?.added ? "Added today" : ""}
      </Text>
      <Menu position="bottom-end" withinPortal disabled={disabled}>
        <Menu.Target>
          <Button
            variant="default"
            size="md"
            h={44}
            loading={busy}
            disabled={disabled}
            style={{ flexShrink: 0 }}
            aria-label={`Change ${row.exercise_name}`}
          >
            Change
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item {...ITEM} onClick={onSwap}>
            Swap…
          </Menu.Item>
          <Menu.Item {...ITEM} onClick={onSkip}>
            Skip
          </Menu.Item>
          <Menu.Item {...ITEM} disabled={!canMoveUp} onClick={() => onMove(-1)}>
            Move up
          </Menu.Item>
          <Menu.Item {...ITEM} disabled={!canMoveDown} onClick={() => onMove(1)}>
            Move down
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
