import { Box, type MantineSpacing, Stack } from "@mantine/core";
import type { ReactNode } from "react";

interface SupersetBarProps {
  /** The id of the block's name ("Superset A"), which its caller draws first among the children. */
  labelledBy: string;
  /** The space between the name and the exercises: the log's cards need more than History's lines. */
  gap: MantineSpacing;
  /** The block's name and what it says of the group, then its exercises, A1, A2… */
  children: ReactNode;
}

/**
 * A superset or circuit as one block (decision 0055), the same on the workout log and in History:
 * a section named by its head, with an indigo bar at its left that marks which exercises go
 * together (decision 0102).
 */
export function SupersetBar({ labelledBy, gap, children }: SupersetBarProps) {
  return (
    <Box
      component="section"
      aria-labelledby={labelledBy}
      pl="xs"
      style={{ borderLeft: "4px solid var(--mantine-color-indigo-8)", borderRadius: 4 }}
    >
      <Stack gap={gap}>{children}</Stack>
    </Box>
  );
}
