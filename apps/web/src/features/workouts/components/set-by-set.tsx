import type { SetEntry } from "@ironpath/domain/training/logged-set.schema";
import type { ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { ActionIcon, Box, NumberInput, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { ApiError } from "../../../lib/api";
import { entryNumberProps } from "../../../lib/entry-number";
import { todayLocalIso } from "../../../lib/local-date";
import { useSaveSets } from "../api/save-set";
import {
  ENTRY_FIELDS,
  ENTRY_LABELS,
  type EntryValues,
  entryProblem,
  fieldProblem,
  isStarted,
  toNumbers,
} from "../entry-values";
import type { SavedSet } from "../saved-entries";
import { type SetLine as PlannedLine, platesLine, setLines, warmUpLine } from "../set-plan";

interface SetBySetProps {
  program: string;
  row: ExerciseRow;
  savedSets: readonly SavedSet[];
  /** A set was saved (the same call and body as one set of Adv. Entry). */
  onSetsSaved: (sets: SetEntry[]) => void;
}

interface SetLineProps extends SetBySetProps {
  set: number;
  /** What the line starts from: what is saved, else today's suggestion. */
  start: EntryValues;
  /** What it shows: `start`, or what the lifter typed over it. */
  values: EntryValues;
  last: string | null;
  saved: boolean;
  onChange: (values: EntryValues) => void;
  /** The set was saved with these numbers. */
  onSaved: (entry: SetEntry) => void;
}

/** A tick drawn, not typed: no font on the phone can leave it out. */
function Tick() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M4 12.5l5 5L20 6.5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** Set number, reps, RPE, weight and the tick: one line of a phone's width (about 310 px in a card). */
const LINE = { display: "grid", gridTemplateColumns: "1.5rem 1fr 1fr 1.35fr 2.75rem", gap: 6, alignItems: "center" };

/** Fields as tall as the tick: 44 px, easy to hit between sets. */
const TALL = { input: { height: 44, minHeight: 44 } };

const BARE = { border: 0, margin: 0, padding: 0, minWidth: 0 };

/** One prescribed set on one line: today's numbers prefilled, a tick that saves it, last session's below. */
function SetLine({ program, row, set, start, values, last, saved, onChange, onSaved }: SetLineProps) {
  const save = useSaveSets(program);
  const [problem, setProblem] = useState<string | null>(null);
  const done = saved && !isStarted(values, start);

  function submit() {
    const numbers = toNumbers(values);
    if (!numbers) {
      setProblem(`Set ${set}: ${entryProblem(values) ?? "fill in reps, RPE and weight"}.`);
      return;
    }
    setProblem(null);
    const entry: SetEntry = {
      index: set - 1,
      exercise_name: row.exercise_name,
      exerciseId: row.exerciseId,
      ...numbers,
      date: todayLocalIso(),
    };
    save.mutate([entry], {
      onSuccess: () => onSaved(entry),
      onError: (error) => setProblem(error instanceof ApiError ? error.message : `Set ${set} could not be saved.`),
    });
  }

  return (
    <fieldset aria-label={`Set ${set}`} style={BARE}>
      <Box style={LINE}>
        <Text fw={700} ta="center">
          {set}
        </Text>
        {ENTRY_FIELDS.map((field) => {
          return (
            <NumberInput
              key={field}
              aria-label={`Set ${set} ${ENTRY_LABELS[field].toLowerCase()}`}
              size="md"
              styles={TALL}
              {...entryNumberProps(field)}
              value={values[field]}
              error={Boolean(fieldProblem(field, values[field]))}
              onChange={(value) => onChange({ ...values, [field]: value })}
            />
          );
        })}
        <ActionIcon
          size={44}
          color={done ? "green.9" : undefined}
          loading={save.isPending}
          onClick={done ? undefined : submit}
          aria-label={done ? `Set ${set} saved` : `Save set ${set}`}
          aria-disabled={done || undefined}
        >
          {done ? <Tick /> : "Save"}
        </ActionIcon>
      </Box>
      <Text fz="sm" c="dark.6" pl="1.9rem">
        {done ? "Saved · " : ""}Last time: {last ?? "—"}
      </Text>
      {problem && (
        <Text fz="sm" c="red.9" role="alert" pl="1.9rem">
          {problem}
        </Text>
      )}
    </fieldset>
  );
}

/**
 * Set by set: the plates a side and the warm-up ramp, then one line per prescribed set beside last
 * session's same set, prefilled with today's suggestion. Saving a set is one call of the advanced
 * entry, so the quick row, Adv. Entry and Prev. Weights see it at once.
 */
export function SetBySet(props: SetBySetProps) {
  const { row, savedSets, onSetsSaved } = props;
  // What the lifter typed over a line's start, by set; a line left alone follows what is saved.
  const [edits, setEdits] = useState<ReadonlyMap<number, EntryValues>>(new Map());
  const lines = setLines(row, savedSets);
  const shown = (line: PlannedLine) => edits.get(line.set) ?? line.start;

  function saved(entry: SetEntry) {
    // The line now follows what is saved; the later lines start from its weight (set-plan.ts).
    setEdits((prev) => {
      const next = new Map(prev);
      next.delete(entry.index + 1);
      return next;
    });
    onSetsSaved([entry]);
  }

  const warmUps = warmUpLine(row);
  const plates = platesLine(row);
  return (
    <Stack gap={6}>
      {plates && <Text fz="sm">{plates}</Text>}
      {warmUps && <Text fz="sm">Warm-up: {warmUps}</Text>}
      <Box style={LINE} aria-hidden>
        <Text fz="sm" fw={700} ta="center">
          Set
        </Text>
        {ENTRY_FIELDS.map((field) => (
          <Text key={field} fz="sm" fw={700}>
            {ENTRY_LABELS[field]}
          </Text>
        ))}
      </Box>
      {lines.map((line) => (
        <SetLine
          key={line.set}
          {...props}
          {...line}
          values={shown(line)}
          onChange={(values) => setEdits((prev) => new Map(prev).set(line.set, values))}
          onSaved={saved}
        />
      ))}
    </Stack>
  );
}
