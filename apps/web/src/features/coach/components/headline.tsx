import { Group, Paper, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";

interface HeadlineProps {
  /** e.g. "Today's target". */
  targetLabel: string;
  /** e.g. "2,150 kcal". */
  target: string;
  /** A second target beside it (the cut's steps). */
  aside?: { label: string; value: string };
  /** Where the lifter stands, in a sentence or two. */
  children: ReactNode;
}

/** Above the fold on a phone: today's target in big type and where the lifter stands. */
export function Headline({ targetLabel, target, aside, children }: HeadlineProps) {
  return (
    <Paper component="section" aria-label={targetLabel} withBorder radius="md" p="md" bg="indigo.0">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-end" wrap="nowrap">
          <div>
            <Text size="sm" fw={700} c="indigo.9">
              {targetLabel}
            </Text>
            <Text fz={32} fw={800} lh={1.1} c="dark.9">
              {target}
            </Text>
          </div>
          {aside && (
            <div style={{ textAlign: "right" }}>
              <Text size="sm" fw={700} c="indigo.9">
                {aside.label}
              </Text>
              <Text fz={24} fw={800} lh={1.1} c="dark.9">
                {aside.value}
              </Text>
            </div>
          )}
        </Group>
        <Text c="dark.7">{children}</Text>
      </Stack>
    </Paper>
  );
}
