import type { DayRecordResponse, DaySummaryResponse } from "@ironpath/domain/training/day-summary-api.schema";
import { Box, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { NeedsNetwork, isNoSignal, noSignalFor } from "../../../components/needs-network";
import { PageLoader } from "../../../components/page-loader";
import { formatDuration } from "../../../lib/duration-words";
import { TOAST_CLEARANCE_PX } from "../../../lib/notify";
import { type WeightUnit, bodyLoadWords, currentUnit, shownWeight, unitNow } from "../../../lib/weight-unit";
import { useDaySummary } from "../api/get-day-summary";
import type { DayKey } from "../api/get-day-exercises";
import { RetryAlert } from "../../../components/retry-alert";

const number = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });
/** A weight from the calls (pounds) in the lifter's unit, grouped: "12,450 lbs", "5,647.2 kg". */
const lbs = (n: number, unit: WeightUnit = currentUnit()) => `${number.format(shownWeight(n, unit))} ${unitNow(unit)}`;

/** One record in words. */
export function recordText(r: DayRecordResponse): string {
  // A lift with its own unit is said in it (decision 0081).
  const unit = "unit" in r && r.unit ? r.unit : currentUnit();
  if (r.kind === "e1rm") {
    const set = `${lbs(r.weight, unit)} × ${r.reps}${r.rpe === null ? "" : ` @ RPE ${r.rpe}`}`;
    const before = r.previous === null ? "its first estimate" : `best before ${lbs(r.previous, unit)}`;
    return `Estimated 1RM ${lbs(r.value, unit)} (${before}), from ${set}`;
  }
  if (r.kind === "seconds") return `${r.seconds} s hold (longest before ${r.previous} s)`;
  // A load on the body reads "+25 lb" (decision 0053); bodyweight alone says no weight.
  const body = r.exercise_type === "bodyweight_load";
  const at = r.weight > 0 ? ` at ${body ? bodyLoadWords(r.weight, unit) : lbs(r.weight, unit)}` : "";
  if (r.previous === null) return `${r.reps} reps${at}: the heaviest yet`;
  return `${r.reps} reps${at}${r.weight > 0 ? " or more" : ""} (best before ${r.previous})`;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Text fz="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz="xl" fw={800} style={{ fontVariantNumeric: "tabular-nums" }}>
        {value}
      </Text>
    </Box>
  );
}

/**
 * The volume is one figure in the lifter's unit (decision 0081): a lift of the day in another unit
 * is counted in it converted, and named so the lifter knows why its figure is not the one they
 * loaded. Null when every lift of the day is in the lifter's unit.
 */
export function volumeNote(
  summary: Partial<Pick<DaySummaryResponse, "volumeUnits">>,
  unit = currentUnit(),
): string | null {
  // A summary kept on the phone (offline) from before the note has no list.
  const other = (summary.volumeUnits ?? []).filter((v) => v.unit !== unit);
  const last = other.at(-1);
  if (!last) return null;
  const names = other.map((v) => v.exercise_name);
  const listed = names.length === 1 ? last.exercise_name : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
  return `Volume in ${unitNow(unit)}, with ${listed} converted from ${unitNow(last.unit)}.`;
}

function Summary({ summary }: { summary: DaySummaryResponse }) {
  const note = volumeNote(summary);
  return (
    <>
      {/* A plain grid, not SimpleGrid: that one ships in a chunk with the dialogs (decision 0074). */}
      <Box
        style={{ display: "grid", gridTemplateColumns: "repeat(3, minmax(0, 1fr))", gap: "var(--mantine-spacing-sm)" }}
      >
        <Figure label="Duration" value={formatDuration(summary.durationSeconds)} />
        <Figure label="Sets" value={String(summary.sets)} />
        <Figure label="Volume" value={lbs(summary.volume)} />
      </Box>
      {note && <Text fz="md">{note}</Text>}
      {summary.warmUpSets > 0 && (
        <Text fz="md">
          Also {summary.warmUpSets} warm-up {summary.warmUpSets === 1 ? "set" : "sets"}, not counted in sets or volume.
        </Text>
      )}
      <Title order={3} fz="lg">
        Records
      </Title>
      {summary.records.length === 0 ? (
        <Text fz="md">No new records today.</Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: "none" }} aria-label="Records">
          {summary.records.map((r) => (
            <Box component="li" key={`${r.exercise_name}-${r.kind}-${r.kind === "seconds" ? r.seconds : r.weight}`}>
              <Text fw={700}>{r.exercise_name}</Text>
              <Text fz="md">{recordText(r)}</Text>
            </Box>
          ))}
        </Stack>
      )}
    </>
  );
}

interface DayFinishPanelProps {
  program: string;
  day: DayKey;
  /** Exercises of the day with no set (a workout finished early): said, never counted as done. */
  notDone?: readonly string[];
  /** Exercises with some of their sets saved, each said with its count ("Bench Press: 1 of 3 sets"). */
  partlyDone?: readonly string[];
  /** Exercises the lifter skipped (decision 0049): said as skipped, neither done nor failed. */
  skipped?: readonly string[];
}

/** A titled list of the day's exercises, or nothing when it has none. */
function NameList({ id, title, names }: { id: string; title: string; names: readonly string[] }) {
  if (names.length === 0) return null;
  return (
    <Box>
      <Title order={3} fz="lg" id={id}>
        {title}
      </Title>
      <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: "none" }} aria-labelledby={id}>
        {names.map((name) => (
          <Text component="li" key={name} fz="md">
            {name}
          </Text>
        ))}
      </Stack>
    </Box>
  );
}

/**
 * Shown once every exercise of the day is logged, or when the lifter finishes early: how long it
 * took, the sets, the weight moved and the records set today, what was not done, then the way back
 * to the programs or on to History.
 */
export function DayFinishPanel({ program, day, notDone = [], partlyDone = [], skipped = [] }: DayFinishPanelProps) {
  const summary = useDaySummary(program, day);
  const heading = useRef<HTMLHeadingElement>(null);
  const queryClient = useQueryClient();
  const { refetch } = summary;

  // A save made while the panel shows (a correction of the last exercise) is counted at once.
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === "updated" && event.action.type === "success") void refetch();
      }),
    [queryClient, refetch],
  );

  // The lifter's eyes are on the last card they saved: bring the panel to them, its heading below
  // the toasts that last save raises (its scroll margin), so "Workout complete" is never under one.
  useEffect(() => {
    heading.current?.scrollIntoView?.({ block: "start", behavior: "smooth" });
  }, []);

  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby="day-finish-heading">
      <Stack gap="md">
        <Title order={2} fz="h3" id="day-finish-heading" ref={heading} style={{ scrollMarginTop: TOAST_CLEARANCE_PX }}>
          Workout complete
        </Title>
        {summary.isLoading && <PageLoader />}
        {noSignalFor(summary) && (
          <NeedsNetwork title="The day's figures need the network">
            Duration, volume and records are worked out by the server: they show here when the signal returns. Your sets
            are saved on this phone.
          </NeedsNetwork>
        )}
        {summary.isError && !isNoSignal(summary.error) && (
          <RetryAlert title="The day's figures could not be loaded" onRetry={() => void summary.refetch()}>
            {summary.error.message}
          </RetryAlert>
        )}
        {summary.data && <Summary summary={summary.data} />}
        <NameList id="day-not-done" title="Not done today" names={notDone} />
        <NameList id="day-partly-done" title="Partly done" names={partlyDone} />
        <NameList id="day-skipped" title="Skipped" names={skipped} />
        <Group grow gap="sm">
          <Button component={Link} to="/routine_Selection" size="lg">
            Programs
          </Button>
          <Button component={Link} to="/history" size="lg" variant="light">
            History
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
