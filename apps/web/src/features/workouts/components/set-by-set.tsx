import type { SetEntry } from "@ironpath/domain/training/logged-set.schema";
import { setText } from "@ironpath/domain/training/exercise-type";
import type { ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { ActionIcon, Button, Group, Loader } from "@mantine/core";
import { useId, useRef, useState } from "react";
import { messageOf } from "../../../lib/api";
import { EntryNumberInput } from "../../../components/entry-number-input";
import { todayLocalIso } from "../../../lib/local-date";
import { rowUnit, unitNow } from "../../../lib/weight-unit";
import { useRemoveSet } from "../api/remove-set";
import { LoadWaySwitch } from "./load-way-switch";
import { useSaveSets } from "../api/save-set";
import { entryLabel } from "../../../lib/entry-number";
import {
  ENTRY_FIELDS,
  type EntryField,
  type EntryValues,
  acceptingSuggestion,
  entryProblem,
  fieldProblem,
  isStarted,
  missingFields,
  placeholdersOf,
  toSetNumbers,
} from "../entry-values";
import type { SavedSet } from "../saved-entries";
import { setNotSaved } from "../set-messages";
import { type SetLine as PlannedLine, platesLine, setLines, warmUpLine } from "../set-plan";
import { DayNote, lastSetNote } from "./day-note";
import { AddedLines } from "./added-lines";
import classes from "./set-by-set.module.css";
import { TALL, Tick } from "./set-line-parts";
import type { CardLines } from "./use-card-lines";
import { WarmUpLines } from "./warm-up-lines";

interface SetBySetProps {
  program: string;
  row: ExerciseRow;
  savedSets: readonly SavedSet[];
  /** A set was saved (the same call and body as one set of Adv. Entry). */
  onSetsSaved: (sets: SetEntry[]) => void;
  /** A saved set (from 1) was taken back. */
  onSetRemoved: (set: number) => void;
  /** Lines added beyond the prescription, kept by the day (a superset's rounds follow them). */
  lines: CardLines;
}

interface SetLineProps extends SetBySetProps {
  /** A load on the body, and which way (decision 0053): the typed weight is sent as minus that. */
  assisted: boolean;
  set: number;
  /** What the line starts from: what is saved, else nothing. */
  start: EntryValues;
  /** Today's suggestion: in the empty fields as placeholders, taken by the tick for reps and weight. */
  suggested: EntryValues;
  /** What it shows: `start`, or what the lifter typed over it. */
  values: EntryValues;
  last: string | null;
  saved: boolean;
  onChange: (values: EntryValues) => void;
  /** The set was saved with these numbers. */
  onSaved: (entry: SetEntry) => void;
  /** The saved set was taken back. */
  onRemoved: () => void;
}

/** The fields of a set line by how the exercise is logged (decision 0053): no weight on a reps-only set. */
const fieldsOf = (row: ExerciseRow): readonly EntryField[] =>
  row.exercise_type === "reps_only" ? ENTRY_FIELDS.filter((f) => f !== "weight") : ENTRY_FIELDS;

const lineClass = (row: ExerciseRow) =>
  row.exercise_type === "reps_only" ? `${classes.line} ${classes.repsOnly}` : classes.line;

/** A load on the body is said as added or assisted lbs, never as a weight lifted. */
function labelOf(row: ExerciseRow, field: EntryField, assisted: boolean): string {
  const unit = rowUnit(row);
  if (field !== "weight" || row.exercise_type !== "bodyweight_load") return entryLabel(field, unit);
  return assisted ? `Assist (${unitNow(unit)})` : `Added (${unitNow(unit)})`;
}

/**
 * One prescribed set on one line: today's suggestion in the empty fields, a tick that saves it (the
 * suggested reps and weight where nothing was typed; the RPE the lifter felt, asked for, never
 * assumed), last session's below.
 */
function SetLine(props: SetLineProps) {
  const { program, row, set, start, suggested, values, last, saved, onChange, onSaved, assisted } = props;
  const fields = fieldsOf(row);
  const save = useSaveSets(program);
  const remove = useRemoveSet(program);
  const [problem, setProblem] = useState<string | null>(null);
  // A tap on a saved set's tick asks whether to take it back: no hover, no long press.
  const [askingRemove, setAskingRemove] = useState(false);
  // Remove stays focusable while it is sent (a disabled button drops focus, and the card, no longer
  // held, would leave for Done today before its set is taken back); then focus goes to the line's tick.
  const tick = useRef<HTMLButtonElement>(null);
  // The numbers of a save under way: the tick shows them saved at once, in the frame of the tap
  // (decision 0057), while the outbox writes them on the phone and sends them. A refusal takes the
  // tick back and says why; typing over them shows the line as changed again.
  const [sending, setSending] = useState<EntryValues | null>(null);
  const done = (saved && !isStarted(values, start)) || (sending !== null && !isStarted(values, sending));
  // A field's number refused as it is typed ("5.5" reps) is said in words under the line at once:
  // the fields are too narrow at 375 px for words under each (decision 0030).
  const typing = fields.map((field) => fieldProblem(field, values[field])).find(Boolean) ?? null;
  const shownProblem = problem ?? typing;
  // The words under the line describe the fields they are about: one refused as typed, or one
  // still empty that the tick asked for (both let go once the lifter types).
  const problemId = useId();
  const missing = problem === null ? [] : missingFields(acceptingSuggestion(values, suggested), row);
  const describedIf = (field: EntryField) =>
    shownProblem && (fieldProblem(field, values[field]) || missing.includes(field)) ? problemId : undefined;

  const placeholders = placeholdersOf({ ...suggested, rpe: "" });
  // Last time's note on this set, beside last time's numbers (decision 0066).
  const lastNote = lastSetNote(row, set);
  // A load on the body says which way it was saved, whichever way the card's switch now points.
  const savedSet = props.savedSets.find((s) => s.set === set);
  const savedText =
    row.exercise_type === "bodyweight_load" && savedSet ? setText(savedSet, row.exercise_type, rowUnit(row)) : null;

  function submit() {
    const confirmed = acceptingSuggestion(values, suggested);
    const numbers = toSetNumbers(confirmed, row);
    if (!numbers) {
      setProblem(`Set ${set}: ${entryProblem(confirmed, row) ?? "fill in reps, RPE and weight"}.`);
      return;
    }
    setProblem(null);
    const entry: SetEntry = {
      index: set - 1,
      exercise_name: row.exercise_name,
      exerciseId: row.exerciseId,
      ...numbers,
      // An assist is typed as the lbs it takes off, and saved below bodyweight (decision 0053).
      weight: assisted && numbers.weight > 0 ? -numbers.weight : numbers.weight,
      date: todayLocalIso(),
    };
    setSending(values);
    save.mutate([entry], {
      onSuccess: () => onSaved(entry),
      onSettled: () => setSending(null),
      onError: (error) => setProblem(messageOf(error, { fallback: setNotSaved(set) })),
    });
  }

  function takeBack() {
    remove.mutate(
      { exerciseId: row.exerciseId, exercise_name: row.exercise_name, index: set - 1 },
      {
        onSuccess: () => {
          setAskingRemove(false);
          props.onRemoved();
          tick.current?.focus();
        },
        onError: (error) => setProblem(messageOf(error, { fallback: `Set ${set} could not be removed.` })),
      },
    );
  }

  return (
    <fieldset aria-label={`Set ${set}`} className={classes.set}>
      <div className={lineClass(row)}>
        <p className={classes.number}>{set}</p>
        {fields.map((field) => (
          <EntryNumberInput
            key={field}
            field={field}
            aria-label={`Set ${set} ${labelOf(row, field, assisted).toLowerCase()}`}
            size="md"
            classNames={TALL}
            value={values[field]}
            placeholder={done ? undefined : placeholders[field]}
            error={Boolean(fieldProblem(field, values[field])) || missing.includes(field)}
            describedBy={describedIf(field)}
            onChange={(value) => {
              setProblem(null);
              onChange({ ...values, [field]: value });
            }}
          />
        ))}
        <ActionIcon
          ref={tick}
          size={44}
          color={done ? "green.9" : undefined}
          onClick={done ? () => setAskingRemove((asking) => !asking) : submit}
          aria-label={done ? `Set ${set} saved` : `Save set ${set}`}
          aria-expanded={done ? askingRemove : undefined}
        >
          {done ? <Tick /> : "Save"}
        </ActionIcon>
      </div>
      <div className={classes.lastRow}>
        <p className={`${classes.text} ${classes.note}`}>
          {done ? `Saved ${savedText ? `${savedText} ` : ""}· ` : ""}Last time: {last ?? "—"}
          {lastNote && <span className={classes.saidNote}> · “{lastNote}”</span>}
        </p>
        <DayNote program={program} row={row} set={set} />
      </div>
      {done && askingRemove && (
        <Group gap="xs" pl="1.9rem" mt={4}>
          <Button
            size="md"
            h={44}
            color="red"
            variant="light"
            aria-busy={remove.isPending}
            leftSection={remove.isPending ? <Loader size="xs" color="red" /> : undefined}
            onClick={remove.isPending ? undefined : takeBack}
          >
            Remove set {set}
          </Button>
          <Button
            size="md"
            h={44}
            variant="default"
            // Not while Remove is sent: the buttons would go, and focus with them (see `tick`).
            onClick={remove.isPending ? undefined : () => setAskingRemove(false)}
          >
            Keep
          </Button>
        </Group>
      )}
      {shownProblem && (
        <p id={problemId} className={`${classes.text} ${classes.problem}`} role="alert">
          {shownProblem}
        </p>
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
  const { row, savedSets, onSetsSaved, onSetRemoved } = props;
  // Lines added beyond the prescription while lifting (a set saved there keeps its line anyway).
  const lines = setLines(row, savedSets, props.lines.added);
  // Which way a load on the body goes: as last saved or suggested, until the lifter switches it.
  const [assisted, setAssisted] = useState(
    () => savedSets.some((s) => s.weight < 0) || (row.weight !== null && row.weight < 0),
  );
  // What the lifter typed over a line's start, kept by the day with the lines (use-card-lines.ts);
  // a line left alone follows what is saved.
  const shown = (line: PlannedLine) => props.lines.typed[line.set] ?? line.start;

  function saved(entry: SetEntry) {
    // The line now follows what is saved; the later lines start from its weight (set-plan.ts).
    props.lines.type(entry.index + 1, null);
    onSetsSaved([entry]);
  }

  const warmUps = warmUpLine(row);
  const plates = platesLine(row);
  return (
    <div className={classes.lines}>
      {plates && <p className={classes.text}>{plates}</p>}
      {warmUps && <p className={classes.text}>Warm-up: {warmUps}</p>}
      <WarmUpLines program={props.program} row={row} />
      {row.exercise_type === "bodyweight_load" && <LoadWaySwitch assisted={assisted} onChange={setAssisted} />}
      <div className={lineClass(row)} aria-hidden>
        <p className={`${classes.text} ${classes.number}`}>Set</p>
        {fieldsOf(row).map((field) => (
          <p key={field} className={`${classes.text} ${classes.heading}`}>
            {labelOf(row, field, assisted)}
          </p>
        ))}
      </div>
      {lines.map((line) => (
        <SetLine
          key={line.set}
          {...props}
          {...line}
          assisted={assisted}
          values={shown(line)}
          onChange={(values) => props.lines.type(line.set, values)}
          onSaved={saved}
          onRemoved={() => onSetRemoved(line.set)}
        />
      ))}
      {row.last_notes?.exercise && (
        <p className={classes.text}>
          Last time's note ({row.last_notes.date}):{" "}
          <span className={classes.saidNote}>“{row.last_notes.exercise}”</span>
        </p>
      )}
      <DayNote program={props.program} row={row} set={0} />
      <AddedLines row={row} shown={lines.length} savedSets={savedSets} lines={props.lines} />
    </div>
  );
}
