import type { SetEntry } from "@ironpath/domain/training/logged-set.schema";
import type { ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { Badge, Box, Button, Card, Group, Loader, Stack, Title } from "@mantine/core";
import { type FocusEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import type { EntryField, EntryValues } from "../entry-values";
import { type ExerciseProgress, type SavedEntries, setsOf } from "../saved-entries";
import type { CardDialogs, Dialog } from "./card-dialogs";
import { bodyLoadWords, rowUnit, shownWeight, weightWords } from "../../../lib/weight-unit";
import { EntryInputs } from "./entry-inputs";
import { ExerciseFacts } from "./exercise-facts";
import { SavedSummary } from "./saved-summary";
import classes from "./card.module.css";
import { SetBySet } from "./set-by-set";
import { TimedSets } from "./timed-sets";
import type { CardLines } from "./use-card-lines";
import { useIdleMount } from "../../../lib/use-idle-mount";

interface ExerciseCardProps {
  program: string;
  row: ExerciseRow;
  /** What is typed in the quick row. */
  values: EntryValues;
  /** What the server holds for the exercise. */
  saved: SavedEntries;
  progress: ExerciseProgress;
  saving: boolean;
  onChange: (field: EntryField, value: number | string) => void;
  /** Reps, RPE or weight lost focus: the log saves when all three are filled. */
  onFieldBlur: () => void;
  /** The lifter is in the card or one of its dialogs (true), or has left it (false). */
  onHold: (holding: boolean) => void;
  /** Sets of the advanced entry were saved. */
  onSetsSaved: (sets: SetEntry[]) => void;
  /** A saved set (from 1) was taken back. */
  onSetRemoved: (set: number) => void;
  /** The set lines added beyond the prescription, kept by the day (use-card-lines.ts). */
  lines: CardLines;
  /** The card is among the first the page shows: its set lines render with it, not when idle. */
  firstScreen: boolean;
  /** Its place in a superset ("A1"), shown before its name (decision 0055). */
  label?: string;
  /** More for the card's foot (grouping it into a superset). */
  footer?: ReactNode;
  /** What the day lets the lifter change about the card (day-change-menu.tsx), last in it. */
  actions?: ReactNode;
}

/**
 * The dialogs' code (Adv. Entry, Prev. Weights, Notes, with Mantine's Table and Fieldset) is no part
 * of the first paint: it comes at the lifter's first touch of the log (WorkoutLog calls this), or at a first tap.
 */
export const loadCardDialogs = (): Promise<typeof CardDialogs> =>
  import("./card-dialogs").then((module) => module.CardDialogs);

/** At least 44 px high: easy to hit between sets. */
const TAP_HEIGHT = 44;

/** A closed dialog gives focus back to the button that opened it; if it has not by then, the lifter has left. */
const FOCUS_RETURN_MS = 500;

interface SaveStateProps {
  row: ExerciseRow;
  progress: ExerciseProgress;
  saving: boolean;
}

/**
 * Saving, Saved, or how many sets of a partly logged exercise are saved: a tag on the card's top
 * edge, out of the flow, so that it coming and going never moves a field the lifter is typing in.
 */
function SaveState({ row, progress, saving }: SaveStateProps) {
  let state: ReactNode = null;
  if (saving) state = <Loader size="sm" aria-label={`Saving ${row.exercise_name}`} />;
  else if (progress.done) state = <Badge color="green">Saved</Badge>;
  else if (progress.setsSaved > 0) {
    state = (
      <Badge color="indigo.8">
        {progress.setsSaved} of {progress.sets} sets saved
      </Badge>
    );
  }
  if (!state) return null;
  return (
    <Box pos="absolute" top={0} right="var(--mantine-spacing-md)" bg="var(--mantine-color-body)" px={4} style={TAG}>
      {state}
    </Box>
  );
}

const TAG = { transform: "translateY(-50%)", lineHeight: 0, borderRadius: "var(--mantine-radius-xl)" } as const;

interface CardTitleProps {
  id: string;
  row: ExerciseRow;
  label?: string;
  onNotes?: () => void;
}

/**
 * The name and Notes. Wraps on a narrow screen: the name takes its own line rather than clipping
 * Notes.
 */
function CardTitle({ id, row, label, onNotes }: CardTitleProps) {
  return (
    <Group justify="space-between" wrap="wrap" align="center" gap="xs">
      <Title order={2} fz="h3" id={id} style={{ flex: "1 1 10rem", overflowWrap: "anywhere" }}>
        {label && `${label} · `}
        {row.exercise_name}
      </Title>
      <Group gap="xs" wrap="nowrap" ml="auto" style={{ flexShrink: 0 }}>
        {onNotes && (
          <Button variant="light" size="md" h={TAP_HEIGHT} px="sm" onClick={onNotes}>
            Notes
          </Button>
        )}
      </Group>
    </Group>
  );
}

/**
 * One exercise of the day: what to do, what is saved, the quick row (reps, RPE, weight) and three
 * dialogs. Parts a richer card can reuse: CardTitle (with the save state), ExerciseFacts, the
 * suggestion line, SavedSummary, EntryInputs.
 */
export function ExerciseCard(props: ExerciseCardProps) {
  const { program, row, values, saved, progress, saving, onHold } = props;
  const titleId = useId();
  // Its own unit when the lifter gave it one (decision 0081), else theirs.
  const unit = rowUnit(row);
  const card = useRef<HTMLElement>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  // Set lines and the closed dialogs were most of a day's first render: the lines of a card below
  // the first screen mount when the page is idle, a card's dialogs at the first tap on one.
  const linesReady = useIdleMount(props.firstScreen);
  const [Dialogs, setDialogs] = useState<typeof CardDialogs | null>(null);
  // From a dialog's opening until focus is back (or not) after it closed: the lifter is in the card.
  const inDialog = useRef(false);
  const returned = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(returned.current), []);
  const opening = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      cancelAnimationFrame(opening.current);
    };
  }, []);
  const open = (which: Dialog) => {
    inDialog.current = true;
    cancelAnimationFrame(opening.current);
    if (Dialogs) return setDialog(which);
    // Mounted closed first, then opened: a dialog gives focus back only to what had it when it opened.
    void loadCardDialogs().then((loaded) => {
      if (!mounted.current) return;
      setDialogs(() => loaded);
      opening.current = requestAnimationFrame(() => setDialog(which));
    });
  };
  const close = () => {
    setDialog(null);
    clearTimeout(returned.current);
    returned.current = setTimeout(() => {
      inDialog.current = false;
      if (!card.current?.contains(document.activeElement)) onHold(false);
    }, FOCUS_RETURN_MS);
  };
  // The lifter is in the card while focus is on one of its fields or buttons, or in one of its
  // dialogs (rendered elsewhere, but their focus events come through the card).
  const leave = (event: FocusEvent<HTMLElement>) => {
    if (inDialog.current) return;
    const next = event.relatedTarget;
    if (next instanceof Element && (event.currentTarget.contains(next) || next.closest('[role="dialog"]'))) return;
    onHold(false);
  };

  return (
    <Card
      ref={card}
      component="article"
      aria-labelledby={titleId}
      data-exercise-id={row.exerciseId}
      withBorder
      radius="md"
      padding="md"
      onFocus={() => onHold(true)}
      onBlur={leave}
      style={{ overflow: "visible" }}
    >
      <SaveState row={row} progress={progress} saving={saving} />
      <Stack gap="sm" className={props.firstScreen ? undefined : classes.later}>
        <CardTitle id={titleId} row={row} label={props.label} onNotes={row.notes ? () => open("notes") : undefined} />
        <ExerciseFacts row={row} />
        {row.weight !== null && (
          <p className={`${classes.text} ${classes.suggested}`}>
            Suggested:{" "}
            {row.exercise_type === "bodyweight_load" ? bodyLoadWords(row.weight, unit) : weightWords(row.weight, unit)}
          </p>
        )}
        {linesReady && row.exercise_type === "timed" && (
          <TimedSets
            program={program}
            row={row}
            savedSets={setsOf(saved)}
            onSetsSaved={props.onSetsSaved}
            lines={props.lines}
          />
        )}
        {linesReady && row.exercise_type !== "timed" && (
          <SetBySet
            program={program}
            row={row}
            savedSets={setsOf(saved)}
            onSetsSaved={props.onSetsSaved}
            onSetRemoved={props.onSetRemoved}
            lines={props.lines}
          />
        )}
        {/* A hold is timed set by set: one entry of reps for the whole exercise says nothing of it (decision 0053). */}
        {row.exercise_type !== "timed" && (
          <>
            <p className={`${classes.text} ${classes.small}`}>Or the whole exercise in one entry:</p>
            <EntryInputs
              values={values}
              placeholders={row.weight !== null ? { weight: String(shownWeight(row.weight, unit)) } : undefined}
              unit={unit}
              onChange={props.onChange}
              onBlur={props.onFieldBlur}
            />
          </>
        )}
        <SavedSummary saved={saved} typed={values} type={row.exercise_type} unit={unit} />
        <div className={classes.two}>
          <Button variant="light" size="md" h={TAP_HEIGHT} px={4} onClick={() => open("advanced")}>
            Adv. Entry
          </Button>
          <Button variant="light" size="md" h={TAP_HEIGHT} px={4} onClick={() => open("previous")}>
            Prev. Weights
          </Button>
        </div>
        {props.footer}
        {props.actions}
      </Stack>
      {Dialogs && (
        <Dialogs
          open={dialog}
          onClose={close}
          program={program}
          row={row}
          saved={saved}
          onSetsSaved={props.onSetsSaved}
        />
      )}
    </Card>
  );
}
