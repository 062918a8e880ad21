import { memberLabel } from "@ironpath/domain/training/supersets";
import { Text } from "@mantine/core";
import { type ReactNode, useId } from "react";
import { SupersetBar } from "../../../components/superset-bar";

interface SupersetGroupProps {
  /** The group's place among the session's groups: A, B… */
  index: number;
  /** How many exercises it grouped. */
  size: number;
  /** Its exercises, A1, A2…, in the day's order. */
  children: ReactNode;
}

/**
 * A superset or circuit of a past session as one block, drawn as the log draws it (decision 0055):
 * a bar at its left, "Superset A" over its exercises (decision 0093).
 */
export function SupersetGroup({ index, size, children }: SupersetGroupProps) {
  const titleId = useId();
  const letter = memberLabel(index, 0).slice(0, -1);
  return (
    <SupersetBar labelledBy={titleId} gap="xs">
      <div>
        <Text fw={700} id={titleId}>
          Superset {letter}
        </Text>
        <Text size="sm" c="gray.7">
          {size} exercises, set by set in turn
        </Text>
      </div>
      {children}
    </SupersetBar>
  );
}
