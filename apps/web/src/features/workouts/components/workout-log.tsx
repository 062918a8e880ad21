import type { DayResponse, ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { Button, Group, Stack, Text } from "@mantine/core";
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { dismissRest } from "../../../lib/rest-timer/on-demand";
import { useLatestCallback } from "../../../lib/use-latest-callback";
import { useDayAsChanged } from "../api/day-changes";
import { loadDayNoteEditor } from "./day-note";
import { DoneExercises } from "./done-exercises";
import { loadCardDialogs } from "./exercise-card";
import type { ProgramKind } from "@ironpath/domain/training/workout-log-paths";
import { LinkButton } from "./link-button";
import { type CardHandlers, LogCard } from "./log-card";
import { SupersetBlock } from "./superset-block";
import { useCardLines } from "./use-card-lines";
import { useDayChanges } from "./use-day-changes";
import { useDepartures } from "./use-departures";
import { useSavedElsewhere } from "./use-saved-elsewhere";
import { useSteadyDay } from "./use-steady-day";
import { useDaySupersets } from "./use-supersets";
import { useWorkoutLog } from "./use-workout-log";

/**
 * The finish panel's code (its summary call, records in words) is no part of the first paint of a day
 * still to lift: it comes at the lifter's first touch of the log, with the cards' dialogs.
 */
const loadDayFinishPanel = () => import("./day-finish-panel").then((module) => module.DayFinishPanel);
const DayFinishPanel = lazy(async () => ({ default: await loadDayFinishPanel() }));

/**
 * Cards a phone shows before scrolling (a card with its set lines is taller than its screen): the
 * rest draw their set lines when the page is idle.
 */
const FIRST_SCREEN_CARDS = 1;

interface WorkoutLogProps {
  program: string;
  /** Whether the day may also change the program (the lifter's own); a ready-made one when absent. */
  kind?: ProgramKind;
  day: DayResponse;
}

/**
 * The exercises of one day. A saved exercise shows as saved, then leaves the pending list once the
 * lifter has moved on, without moving what is under the thumb, for the done part below it; 'verify'
 * brings the whole day back, with what was entered, and the final Submit.
 */
export function WorkoutLog({ program, kind = "ready-made", day: given }: WorkoutLogProps) {
  // The changes of the day still on this phone (no signal) are drawn at once (decision 0113).
  const read = useDayAsChanged(program, given);
  const day = useSteadyDay(read);
  const list = useRef<HTMLDivElement>(null);
  // Finishing early: asked first, then the finish panel says what was not done (decision 0046).
  const [finishing, setFinishing] = useState<"asking" | "finished" | null>(null);
  // The set lines of each card, added or taken off while lifting: a superset's rounds follow them.
  // Kept on the phone until the day is finished (all done, or finished early).
  const [allDone, setAllDone] = useState(false);
  const lines = useCardLines(program, day, allDone || finishing === "finished");
  const supersets = useDaySupersets(program, day, lines.linesOf);
  const log = useWorkoutLog(program, day, supersets.restRule, lines.linesOf);
  useSavedElsewhere(read, log.takeSaved);
  // As History says them (decision 0068): not done is no set at all, partly done some.
  const untouched = log.pending.filter((row) => log.savedFor(row).length === 0);
  const partly = log.pending.filter((row) => log.savedFor(row).length > 0);
  // A superset leaves the pending list as one, once all its exercises are done (decision 0055).
  const departures = useDepartures(list, day.data, (row) => supersets.isDone(row, log.progress));
  const [verifying, setVerifying] = useState(false);
  const changes = useDayChanges(program, kind, day, log.pending);
  // Every exercise done: the finish panel shows, and the lines need no keeping past a reload.
  useEffect(() => setAllDone(log.pending.length === 0), [log.pending.length]);
  const shown = verifying
    ? day.data
    : day.data.filter((row) => !departures.hasLeft(row) && !changes.skippedIds.has(row.exerciseId));
  const done = verifying ? [] : day.data.filter((row) => departures.hasLeft(row));
  // The cards' dialogs come once the lifter first touches the log (exercise-card.tsx), mostly well
  // before they open one, and never in the log's download before it is idle (decision 0074).
  const reachDialogs = () => void Promise.all([loadCardDialogs(), loadDayFinishPanel(), loadDayNoteEditor()]);
  // One identity for the log's life: a card re-renders only when its own numbers change (decision 0078).
  const change = useLatestCallback(log.change);
  const blur = useLatestCallback((row: ExerciseRow) => void log.saveOne(row));
  const hold = useLatestCallback((row: ExerciseRow, holding: boolean) => {
    // A superset leaves as one: the lifter in one of its cards holds the whole group.
    for (const member of supersets.groupOf(row)?.rows ?? [row]) departures.hold(member.exerciseId, holding);
  });
  const setsSaved = useLatestCallback(log.setsSaved);
  const setRemoved = useLatestCallback(log.setRemoved);
  const handlers = useMemo(
    (): CardHandlers => ({ change, blur, hold, setsSaved, setRemoved }),
    [change, blur, hold, setsSaved, setRemoved],
  );
  const cardOf = (row: ExerciseRow, firstScreen: boolean, inPending = false) => (
    <LogCard
      key={row.exerciseId}
      program={program}
      row={row}
      values={log.valuesOf(row)}
      saved={log.savedFor(row)}
      saving={log.saving.has(row.exerciseId)}
      lines={lines.of(row)}
      firstScreen={firstScreen}
      label={supersets.labelOf(row)}
      handlers={handlers}
      progressIn={log.progressIn}
      pending={log.pending}
      supersets={supersets}
      withSupersetMenu={!verifying && !departures.hasLeft(row)}
      changeMenus={inPending && !verifying ? changes.menus : null}
    />
  );

  return (
    <Stack gap="md" ref={list} onPointerDownCapture={reachDialogs} onFocusCapture={reachDialogs}>
      {supersets.arrange(shown).map((block, index) => {
        if (block.kind === "single") return cardOf(block.row, index < FIRST_SCREEN_CARDS, true);
        const whole = supersets.groupOf(block.rows[0] as (typeof block.rows)[number]) ?? block;
        return (
          <SupersetBlock
            key={`group-${block.rows[0]?.exerciseId}`}
            block={whole}
            supersets={supersets}
            savedFor={log.savedFor}
          >
            {block.rows.map((row) => cardOf(row, index < FIRST_SCREEN_CARDS, true))}
          </SupersetBlock>
        );
      })}
      {!verifying && changes.parts}
      {/* Also on the verify path: its final Submit may log the day's last exercise (decision 0093). */}
      {(log.pending.length === 0 || finishing === "finished") && (
        <Suspense>
          <DayFinishPanel
            program={program}
            day={{ phase: day.phase_id, week: day.week_id, day: day.day_id }}
            // A partly logged exercise is said with its count, its sets being in History and the sets CSV.
            notDone={untouched.map((row) => row.exercise_name)}
            partlyDone={partly.map((row) => {
              const { setsSaved, sets } = log.progress(row);
              return `${row.exercise_name}: ${setsSaved} of ${sets} sets`;
            })}
            skipped={day.data.filter((row) => changes.skippedIds.has(row.exerciseId)).map((row) => row.exercise_name)}
          />
        </Suspense>
      )}
      {!verifying && log.pending.length > 0 && finishing !== "finished" && (
        <FinishEarly
          notDone={untouched.length}
          partlyDone={partly.length}
          asking={finishing === "asking"}
          onAsk={(asking) => setFinishing(asking ? "asking" : null)}
          onFinish={() => {
            setFinishing("finished");
            dismissRest();
          }}
        />
      )}
      <DoneExercises rows={done} savedFor={log.savedFor} card={(row) => cardOf(row, true)} />
      {!verifying && (
        <LinkButton onClick={() => setVerifying(true)}>Want to verify your submission? Click here.</LinkButton>
      )}
      {verifying && (
        <Button
          size="lg"
          fullWidth
          onClick={() => void log.submitAll()}
          loading={log.submitting}
          disabled={!log.canSubmit || log.submitted}
        >
          {log.submitted ? "Submitted" : "Submit"}
        </Button>
      )}
    </Stack>
  );
}

interface FinishEarlyProps {
  /** Pending exercises with no set saved, and with some: History says them so (decision 0068). */
  notDone: number;
  partlyDone: number;
  asking: boolean;
  onAsk: (asking: boolean) => void;
  onFinish: () => void;
}

/** "2 exercises are", "1 exercise is". */
const exercisesAre = (n: number) => `${n} ${n === 1 ? "exercise is" : "exercises are"}`;

/** The question before finishing early, counting as History will: not done, and partly done. */
export function finishEarlyQuestion(notDone: number, partlyDone: number): string {
  if (partlyDone === 0) return `Finish now? ${exercisesAre(notDone)} not done; they stay as not done.`;
  if (notDone === 0) return `Finish now? ${exercisesAre(partlyDone)} partly done; they stay as logged.`;
  return `Finish now? ${exercisesAre(notDone)} not done and ${partlyDone} partly done; they stay as they are.`;
}

/** Ends the workout before every exercise is done, after saying how many are not. */
function FinishEarly({ notDone, partlyDone, asking, onAsk, onFinish }: FinishEarlyProps) {
  if (!asking) {
    return (
      <Button variant="default" size="md" h={44} onClick={() => onAsk(true)}>
        Finish workout
      </Button>
    );
  }
  return (
    <Stack gap="xs" role="group" aria-label="Finish workout">
      <Text fw={700}>{finishEarlyQuestion(notDone, partlyDone)}</Text>
      <Group gap="xs" grow>
        <Button size="md" h={44} onClick={onFinish}>
          Finish workout
        </Button>
        <Button size="md" h={44} variant="default" onClick={() => onAsk(false)}>
          Keep lifting
        </Button>
      </Group>
    </Stack>
  );
}
