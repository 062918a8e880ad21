import { SimpleGrid, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { formatExpenditure, formatLb } from "../format";
import { unitNow } from "../../../lib/weight-unit";

interface FigureProps {
  label: string;
  value: ReactNode;
  /** What the number is, in a few words. */
  hint?: string;
}

/** One labelled number; the hint says what it is. Grey 7 on white keeps 4.5:1 contrast. */
export function Figure({ label, value, hint }: FigureProps) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={700} c="gray.8">
        {label}
      </Text>
      <Text fz="xl" fw={700} c="dark.9">
        {value}
      </Text>
      {hint && (
        <Text size="sm" c="gray.7">
          {hint}
        </Text>
      )}
    </Stack>
  );
}

export function Figures({ children, cols = 2 }: { children: ReactNode; cols?: 2 | 3 }) {
  return (
    <SimpleGrid cols={{ base: cols, sm: 3 }} spacing="md" verticalSpacing="md">
      {children}
    </SimpleGrid>
  );
}

interface ChangeFiguresProps {
  /** "loss" or "gain": the word in each label. */
  kind: "loss" | "gain";
  planned: number;
  expected: number;
  actual: number;
}

/** Planned, expected and actual change since the start, in lbs with 2 decimals (docs/product.md section 9). */
export function ChangeFigures({ kind, planned, expected, actual }: ChangeFiguresProps) {
  const word = kind === "loss" ? "loss" : "gain";
  // One row on a phone: the three are read against each other.
  return (
    <Figures cols={3}>
      <Figure label={`Planned ${word}`} value={`${formatLb(planned)} ${unitNow()}`} hint="Your target so far" />
      <Figure
        label={`Expected ${word}`}
        value={`${formatLb(expected)} ${unitNow()}`}
        hint="What your logged days predict"
      />
      <Figure label={`Actual ${word}`} value={`${formatLb(actual)} ${unitNow()}`} hint="Change in your trend weight" />
    </Figures>
  );
}

interface ExpenditureProps {
  expenditure: { kcal: number; sd: number; fromLogs: boolean };
  changeReason: string | null;
}

/** The coach's estimate of what the lifter burns, with its range, and why a target last changed. */
export function Expenditure({ expenditure, changeReason }: ExpenditureProps) {
  return (
    <Stack gap={4}>
      <Figure
        label="Your daily expenditure"
        value={formatExpenditure(expenditure)}
        hint={
          expenditure.fromLogs
            ? "Estimated from your logged calories and your trend weight."
            : "Estimated from your details and activity level until your logs say more."
        }
      />
      {changeReason && (
        <Text size="sm" c="dark.7">
          <strong>Why the target changed:</strong> {changeReason}
        </Text>
      )}
    </Stack>
  );
}
