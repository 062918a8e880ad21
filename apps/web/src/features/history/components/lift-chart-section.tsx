import { Paper, Select, Stack, Text, Title } from "@mantine/core";
import { Suspense, lazy, useState } from "react";
import { PageLoader } from "../../../components/page-loader";
import { type WeightUnit, currentUnit, weightWords } from "../../../lib/weight-unit";
import { type LiftPoint, useLiftProgress } from "../api/get-lift-progress";
import { type HistoryLift, useLifts } from "../api/get-lifts";
import { formatDate } from "../format";
import { isNoSignal } from "../../../components/needs-network";

const LiftChart = lazy(async () => ({ default: (await import("./lift-chart")).LiftChart }));

/** The lift logged most recently (the first by name among equals). */
function latestLift(lifts: readonly HistoryLift[]): HistoryLift | undefined {
  return lifts.reduce<HistoryLift | undefined>(
    (best, l) => (!best || l.lastDate > best.lastDate ? l : best),
    undefined,
  );
}

/** The figures the chart draws, in a sentence: what a screen reader says, and the chart's caption. */
function summary(points: readonly LiftPoint[], unit: WeightUnit): string {
  const latest = points.at(-1);
  if (!latest) return "";
  const lbs = (n: number) => weightWords(n, unit);
  const best = points.reduce((b, p) => (p.e1rm > b.e1rm ? p : b));
  const from = `${latest.reps} × ${lbs(latest.weight)}${latest.rpe === null ? "" : ` @ RPE ${latest.rpe}`}`;
  return (
    `Latest ${lbs(latest.e1rm)} on ${formatDate(latest.date)} (from ${from}); ` +
    `best ${lbs(best.e1rm)} on ${formatDate(best.date)}; ${points.length} session${points.length === 1 ? "" : "s"}.`
  );
}

/** A lift's estimated 1RM over time, the lift chosen from those logged. */
export function LiftChartSection() {
  const lifts = useLifts();
  const [chosen, setChosen] = useState<string | null>(null);
  const exerciseId = chosen ?? latestLift(lifts.data ?? [])?.exerciseId ?? null;
  const progress = useLiftProgress(exerciseId);
  const points = progress.data ?? [];
  // A lift with its own unit is drawn in it (decision 0081).
  const unit = lifts.data?.find((l) => l.exerciseId === exerciseId)?.unit ?? currentUnit();

  if (lifts.data?.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="e1rm-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="e1rm-title">
          Estimated 1RM
        </Title>
        <Text size="sm" c="gray.7">
          The best set of each session, worked out from its reps, weight and RPE: an estimate, not a tested max.
        </Text>
        {(isNoSignal(lifts.error) || isNoSignal(progress.error)) && !points.length ? (
          <Text>The chart needs the network: it is worked out by the server from every session.</Text>
        ) : null}
        {lifts.isError && !isNoSignal(lifts.error) && (
          <Text c="red.9">Your lifts could not be loaded: {lifts.error.message}</Text>
        )}
        {lifts.data && (
          <Select
            label="Lift"
            size="lg"
            data={lifts.data.map((l) => ({ value: l.exerciseId, label: l.name }))}
            value={exerciseId}
            onChange={(value) => value && setChosen(value)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        {(lifts.isPending || (exerciseId !== null && progress.isPending)) && <PageLoader />}
        {progress.isError && !isNoSignal(progress.error) && (
          <Text c="red.9">The chart could not be loaded: {progress.error.message}</Text>
        )}
        {progress.isSuccess && points.length === 0 && (
          <Text>No set of this lift gives an estimate yet: it takes a weight and 1 to 10 reps.</Text>
        )}
        {points.length > 0 && (
          <>
            <Text size="sm">{summary(points, unit)}</Text>
            <div aria-hidden="true">
              <Suspense fallback={<PageLoader />}>
                <LiftChart points={points} unit={unit} />
              </Suspense>
            </div>
          </>
        )}
      </Stack>
    </Paper>
  );
}
