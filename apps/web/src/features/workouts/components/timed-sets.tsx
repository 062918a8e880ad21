import { checkNumber } from "@ironpath/domain/number-check";
import { ENTRY_LIMITS } from "@ironpath/domain/training/entry-limits";
import type { SetEntry } from "@ironpath/domain/training/logged-set.schema";
import { setText } from "@ironpath/domain/training/exercise-type";
import type { ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { ActionIcon, Button } from "@mantine/core";
import { useId, useState } from "react";
import { EntryNumberInput } from "../../../components/entry-number-input";
import { messageOf } from "../../../lib/api";
import { readEntryText } from "../../../lib/entry-number";
import { todayLocalIso } from "../../../lib/local-date";
import { rowUnit } from "../../../lib/weight-unit";
import { useSaveSets } from "../api/save-set";
import { fieldProblem } from "../entry-values";
import type { HoldValues } from "../line-drafts";
import type { SavedSet } from "../saved-entries";
import { setNotSaved } from "../set-messages";
import { lineCount } from "../set-plan";
import { AddedLines } from "./added-lines";
import classes from "./set-by-set.module.css";
import type { CardLines } from "./use-card-lines";
import { useHoldTimer } from "./use-hold-timer";

// A timed hold's sets (decision 0053): seconds and RPE a set, a Time button that counts a 3 s
// get-ready, then the hold up to its target with a tone at the end, and fills in the seconds held.

interface TimedSetsProps {
  program: string;
  row: ExerciseRow;
  savedSets: readonly SavedSet[];
  onSetsSaved: (sets: SetEntry[]) => void;
  /** Lines added beyond the prescription, kept by the day (a superset's rounds follow them). */
  lines: CardLines;
}

/** The hold's target in seconds: the row's reps, read as seconds for a timed hold (its low end). */
function targetSeconds(row: ExerciseRow): number | null {
  const low = Number.parseInt(row.reps, 10);
  return Number.isInteger(low) && low >= ENTRY_LIMITS.seconds.min ? low : null;
}

function secondsOf(value: number | string): number | null {
  if (typeof value === "number") return value;
  const reading = readEntryText("seconds", value);
  if (!("number" in reading)) return null;
  const { min, max } = ENTRY_LIMITS.seconds;
  const checked = checkNumber(Number(reading.text), min, max, 0);
  return "value" in checked ? checked.value : null;
}

interface HoldLineProps extends TimedSetsProps {
  set: number;
  saved: SavedSet | undefined;
  last: string | null;
}

function HoldLine({ program, row, set, saved, last, onSetsSaved, lines }: HoldLineProps) {
  const save = useSaveSets(program);
  // What is typed over the saved set, kept by the day with the card's lines (use-card-lines.ts), so
  // a reload shows it, online or not (decision 0088); a line left alone follows what is saved.
  const fromSaved: HoldValues = { seconds: saved?.seconds ?? "", rpe: saved?.rpe ?? "" };
  const typed = lines.held[set] ?? fromSaved;
  const change = (values: Partial<HoldValues>) => lines.hold(set, (t) => ({ ...(t ?? fromSaved), ...values }));
  const [problem, setProblem] = useState<string | null>(null);
  /** The field the tick's refusal is about, if a field. */
  const [problemField, setProblemField] = useState<"seconds" | "rpe" | null>(null);
  const refuse = (words: string, field: "seconds" | "rpe") => {
    setProblem(words);
    setProblemField(field);
  };
  const target = targetSeconds(row);
  const timer = useHoldTimer((seconds) => change({ seconds }));
  const done = saved !== undefined && saved.seconds === secondsOf(typed.seconds);
  const typing = fieldProblem("rpe", typed.rpe) ?? null;
  // The words under the line describe the field they are about (until it is typed right): seconds
  // refused at the tick, an RPE refused as typed, or one the row asks for left empty at the tick.
  const problemId = useId();
  const secondsRefused = secondsOf(typed.seconds) === null && typed.seconds !== "";
  const rpeMissing = problem !== null && problemField === "rpe" && String(typed.rpe).trim() === "";
  const secondsDescribed = problem !== null && problemField === "seconds" && secondsRefused;
  const rpeDescribed = (problem === null && typing !== null) || rpeMissing;
  const timing = timer.state;

  function submit() {
    const seconds = secondsOf(typed.seconds ?? "") ?? (typed.seconds === "" ? target : null);
    const rpeText = typeof typed.rpe === "string" ? typed.rpe.trim() : typed.rpe;
    const rpe = rpeText === "" ? null : Number(rpeText);
    if (seconds === null) return refuse(`Set ${set}: seconds must be a whole number from 1 to 3600.`, "seconds");
    if (rpe === null && row.rpe) return refuse(`Set ${set}: fill in RPE.`, "rpe");
    setProblem(null);
    setProblemField(null);
    const entry: SetEntry = {
      index: set - 1,
      exercise_name: row.exercise_name,
      exerciseId: row.exerciseId,
      reps: 1,
      rpe,
      weight: 0,
      seconds,
      date: todayLocalIso(),
    };
    save.mutate([entry], {
      onSuccess: () => {
        // The line now shows the set saved (the target, when the seconds were left empty).
        lines.hold(set, () => null);
        onSetsSaved([entry]);
      },
      onError: (error) => setProblem(messageOf(error, { fallback: setNotSaved(set) })),
    });
  }

  return (
    <fieldset aria-label={`Set ${set}`} className={classes.set}>
      <div className={`${classes.line} ${classes.hold}`}>
        <p className={classes.number}>{set}</p>
        <EntryNumberInput
          field="seconds"
          aria-label={`Set ${set} seconds`}
          size="md"
          value={typed.seconds}
          placeholder={target === null ? undefined : String(target)}
          error={secondsRefused}
          describedBy={secondsDescribed ? problemId : undefined}
          onChange={(seconds) => change({ seconds })}
        />
        <EntryNumberInput
          field="rpe"
          aria-label={`Set ${set} rpe`}
          size="md"
          value={typed.rpe}
          error={Boolean(typing) || rpeMissing}
          describedBy={rpeDescribed ? problemId : undefined}
          onChange={(rpe) => change({ rpe })}
        />
        <Button
          size="md"
          h={44}
          px={6}
          variant="light"
          onClick={() =>
            timing.phase === "idle" ? timer.start(secondsOf(typed.seconds) ?? target ?? 60) : timer.stop()
          }
        >
          {timing.phase === "idle" ? "Time" : "Stop"}
        </Button>
        <ActionIcon
          size={44}
          color={done ? "green.9" : undefined}
          loading={save.isPending}
          onClick={submit}
          aria-label={done ? `Set ${set} saved` : `Save set ${set}`}
        >
          {done ? "✓" : "Save"}
        </ActionIcon>
      </div>
      <p className={`${classes.text} ${classes.note}`} role={timing.phase === "idle" ? undefined : "timer"}>
        {timing.phase === "ready" && `Get ready: ${timing.left}`}
        {timing.phase === "holding" && `Hold: ${timing.held} s of ${timing.target} s`}
        {timing.phase === "idle" && `${done ? "Saved · " : ""}Last time: ${last ?? "—"}`}
      </p>
      {(problem ?? typing) && (
        <p id={problemId} className={`${classes.text} ${classes.problem}`} role="alert">
          {problem ?? typing}
        </p>
      )}
    </fieldset>
  );
}

/** One line a prescribed hold, beside last session's same set; more when more were saved or added. */
export function TimedSets(props: TimedSetsProps) {
  const { row, savedSets } = props;
  const count = lineCount(
    row.sets,
    props.lines.added,
    savedSets.map((s) => s.set),
  );
  return (
    <div className={classes.lines}>
      <div className={`${classes.line} ${classes.hold}`} aria-hidden>
        <p className={`${classes.text} ${classes.number}`}>Set</p>
        <p className={`${classes.text} ${classes.heading}`}>Seconds</p>
        <p className={`${classes.text} ${classes.heading}`}>RPE</p>
      </div>
      {Array.from({ length: count }, (_, i) => {
        const set = i + 1;
        const planned = row.plan.sets.find((s) => s.set === set);
        const last = planned?.last ? setText(planned.last, "timed", rowUnit(row)) : null;
        const saved = savedSets.find((s) => s.set === set);
        return <HoldLine key={set} {...props} set={set} saved={saved} last={last} />;
      })}
      <AddedLines row={row} shown={count} savedSets={savedSets} lines={props.lines} />
    </div>
  );
}
