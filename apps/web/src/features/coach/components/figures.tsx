import { SimpleGrid, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { formatExpenditure, formatKcal, formatLb } from "../format";
import { currentUnit, unitNow } from "../../../lib/weight-unit";

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

/** The maintenance calories, which the cut, the bulk and maintenance each show first (docs/product.md section 2). */
export function MaintenanceCalories({ kcal }: { kcal: number }) {
  return <Figure label="Maintenance calories" value={`${formatKcal(kcal)} kcal`} />;
}

export function Figures({ children, cols = 2 }: { children: ReactNode; cols?: 2 | 3 }) {
  return (
    <SimpleGrid cols={{ base: cols, sm: 3 }} spacing="md" verticalSpacing="md">
      {children}
    </SimpleGrid>
  );
}

/** What the prediction starts from: a bulk's target, and so its prediction, follow its learnt figure 150 kcal a week (decision 0097). */
const EXPECTED_FROM = {
  loss: "your learnt expenditure",
  gain: "the expenditure your target is set from",
} as const;

const EXPECTED_WHY = {
  loss: "It counts the water a cut sheds in its first days, a body that burns less as it gets lighter and the lean tissue lost with the fat, so it can run ahead of planned early and behind it later.",
  gain: "It counts a body that burns more as it gets heavier and the lean tissue gained with the fat, so it can differ from planned.",
} as const;

interface ChangeFiguresProps {
  /** "loss" or "gain": the word in each label. */
  kind: "loss" | "gain";
  planned: number;
  expected: number;
  /** What the model expects, low to high, in the same sign as `expected`. */
  expectedRange: { low: number; high: number };
  actual: number;
}

/**
 * What a unit of planned change costs: a cut's 3,500 kcal a lb; a bulk's gain, which holds lean
 * tissue as well as fat, from 1,800 kcal a lb for a lean lifter to 2,900 at 30 % fat (decision 0079).
 */
const PLANNED_KCAL = {
  loss: { lb: "3,500 kcal a lb", kg: "7,700 kcal a kg" },
  gain: {
    lb: "the energy your gain stores, about 1,800–2,900 kcal a lb",
    kg: "the energy your gain stores, about 4,000–6,400 kcal a kg",
  },
} as const;

/**
 * Planned, expected and actual change since the start, in lbs with 2 decimals (docs/product.md
 * section 9), and why expected and planned differ (issue 21, items 5 and 10).
 */
export function ChangeFigures({ kind, planned, expected, expectedRange, actual }: ChangeFiguresProps) {
  const word = kind === "loss" ? "loss" : "gain";
  // One row on a phone: the three are read against each other.
  return (
    <Stack gap="xs">
      <Figures cols={3}>
        <Figure label={`Planned ${word}`} value={`${formatLb(planned)} ${unitNow()}`} hint="Your target so far" />
        <Figure
          label={`Expected ${word}`}
          value={`${formatLb(expected)} ${unitNow()}`}
          hint={`Likely ${formatLb(expectedRange.low)} to ${formatLb(expectedRange.high)}`}
        />
        <Figure
          label={`Actual ${word}`}
          value={`${formatLb(actual)} ${unitNow()}`}
          hint="Change in your trend weight"
        />
      </Figures>
      <Text size="sm" c="dark.7">
        <strong>Planned</strong> counts {PLANNED_KCAL[kind][currentUnit()]} at your chosen rate.{" "}
        <strong>Expected</strong> is what your logged days predict from {EXPECTED_FROM[kind]}. {EXPECTED_WHY[kind]}
      </Text>
    </Stack>
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
