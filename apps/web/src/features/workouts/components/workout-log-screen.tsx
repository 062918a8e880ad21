import type { DayResponse } from "@ironpath/domain/training/workout-api.schema";
import { Anchor, Stack, Text } from "@mantine/core";
import { Suspense, lazy, useDeferredValue, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { DayLoadError } from "../../../components/retry-alert";
import { NeedsNetwork, isNoSignal, noSignalFor } from "../../../components/needs-network";
import { PageLoader } from "../../../components/page-loader";
import { ApiError } from "../../../lib/api";
import { notifyError } from "../../../lib/notify";
import { type DayKey, useDayExercises } from "../api/get-day-exercises";
import { useNextDay } from "../api/get-next-day";
import type { ProgramKind } from "@ironpath/domain/training/workout-log-paths";
import { LinkButton } from "./link-button";
import { CARDS_ROOM, LogTitle } from "./log-title";
import { WorkoutLog } from "./workout-log";

// The day picker's selects (Mantine's Combobox and Floating UI) come when it is asked for, not with
// the log: the log's download before it is idle holds only what it shows (decision 0074).
const DayPicker = lazy(() => import("./day-picker").then((module) => ({ default: module.DayPicker })));

const isNotFound = (error: Error | null) => error instanceof ApiError && error.status === 404;

function UnknownProgram({ program }: { program: string }) {
  return (
    <Stack gap="md" align="flex-start">
      <LogTitle program={program} />
      <Text fz="lg">No program named {program}.</Text>
      <Anchor component={Link} to="/routine_Selection" size="lg" fw={600} py="sm">
        Back to your programs
      </Anchor>
    </Stack>
  );
}

/**
 * The workout log of a program, ready-made or user-created (the same screen; `kind` says where its
 * days come from): the next day (or a chosen one) and its exercises.
 */
export function WorkoutLogScreen({ kind, program }: { kind: ProgramKind; program: string }) {
  const next = useNextDay(program);
  const [picking, setPicking] = useState(false);
  const [picked, setPicked] = useState<DayKey | null>(null);
  const chosen = useDayExercises(kind, program, picked);

  // 204: no day is scheduled (or the program is finished): say so once and open the pickers.
  const noDay = next.isSuccess && next.data === null;
  const warned = useRef(false);
  useEffect(() => {
    if (noDay && !warned.current) {
      warned.current = true;
      notifyError("Please choose a day");
    }
  }, [noDay]);

  const source = picked ? chosen : next;
  const day: DayResponse | null | undefined = source.data;
  // The page's first paint is its title; the day's name and cards, most of its render, come in the
  // render after it, which React may split: the title is not held back by them (decision 0078).
  const shownDay = useDeferredValue(day ?? null, null);

  if (isNotFound(next.error)) return <UnknownProgram program={program} />;

  return (
    <Stack gap="md">
      <LogTitle program={program} />
      {/* The day's name comes with its cards, in one commit. */}
      {shownDay && (
        <Text fz="xl" fw={700} aria-live="polite">
          Phase {shownDay.phase_id} · Week {shownDay.week_id} · Day {shownDay.day_id}
        </Text>
      )}
      {noDay && !picked && (
        <Text fz="lg">No day is scheduled: you may have finished this program. Choose a day to log.</Text>
      )}
      {(picking || noDay) && (
        <Suspense fallback={<PageLoader />}>
          <DayPicker kind={kind} program={program} onPick={setPicked} />
        </Suspense>
      )}
      {/* Under the day's name once it is there: coming before it, the name would push it down. */}
      {!picking && !noDay && (shownDay || source.isError) && (
        <LinkButton onClick={() => setPicking(true)}>Want to do a different day? Click here.</LinkButton>
      )}
      {source.isLoading && <PageLoader />}
      {/* Offline with the day kept on this phone, a failed refresh is no news: the banner says offline. */}
      {source.isError && !isNoSignal(source.error) && (
        <DayLoadError onRetry={() => void source.refetch()}>{source.error.message}</DayLoadError>
      )}
      {noSignalFor(source) && (
        <NeedsNetwork title="This day needs the network">
          It was not kept on this phone: days are kept once the log has shown them with a signal.
        </NeedsNetwork>
      )}
      {/* Room for the cards meanwhile: the footer below them must not move on screen as they come. */}
      {!shownDay && (day || source.isPending) && <div style={CARDS_ROOM} />}
      {shownDay && (
        // The day is the key: another day starts afresh; a refetch of the same day keeps what is typed.
        <WorkoutLog
          key={JSON.stringify([program, shownDay.phase_id, shownDay.week_id, shownDay.day_id])}
          program={program}
          kind={kind}
          day={shownDay}
        />
      )}
    </Stack>
  );
}
