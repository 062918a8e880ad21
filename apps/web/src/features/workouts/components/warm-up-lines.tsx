import { warmUpLabel } from "@ironpath/domain/training/warm-ups";
import type { ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { ActionIcon, Button, Group } from "@mantine/core";
import { useId, useState } from "react";
import { EntryNumberInput } from "../../../components/entry-number-input";
import { messageOf } from "../../../lib/api";
import { todayLocalIso } from "../../../lib/local-date";
import { rowUnit, sentWeight, shownWeight, unitNow } from "../../../lib/weight-unit";
import { useRemoveWarmUp, useSaveWarmUp } from "../api/notes-and-warm-ups";
import { fieldProblem } from "../entry-values";
import classes from "./set-by-set.module.css";
import { TALL, Tick } from "./set-line-parts";

// Warm-up sets logged as warm-ups (decision 0066): one line per warm-up of the row's ramp, before
// the work sets, marked W1, W2, …; the tick saves it as a warm-up, which counts as no work set.

type Logged = { set: number; reps: number; weight: number };
type Typed = { reps: number | string; weight: number | string };

/** How many warm-up lines a row shows: the program's warm-up sets, the ramp's, or what is logged. */
export function warmUpCount(row: ExerciseRow, logged: readonly Logged[]): number {
  return Math.max(row.warm_up_sets, row.plan.warmUps.length, ...logged.map((s) => s.set));
}

interface WarmUpLineProps {
  program: string;
  row: ExerciseRow;
  set: number;
  planned: { weight: number; reps: number } | undefined;
  saved: Logged | undefined;
  onSaved: (set: Logged) => void;
  onRemoved: () => void;
}

function WarmUpLine({ program, row, set, planned, saved, onSaved, onRemoved }: WarmUpLineProps) {
  const label = warmUpLabel(set);
  const [typed, setTyped] = useState<Typed>({ reps: "", weight: "" });
  const [problem, setProblem] = useState<string | null>(null);
  /** The tick refused the typed numbers (not the server): its words describe the fields at fault. */
  const [tickRefused, setTickRefused] = useState(false);
  const [asking, setAsking] = useState(false);
  const save = useSaveWarmUp(program);
  const remove = useRemoveWarmUp(program);
  const edited = typed.reps !== "" || typed.weight !== "";
  const done = saved !== undefined && !edited;
  // In the exercise's unit (decision 0081).
  const unit = rowUnit(row);
  const shown = (lbs: number) => String(shownWeight(lbs, unit));
  const placeholder = {
    reps: saved ? String(saved.reps) : planned ? String(planned.reps) : undefined,
    weight: saved ? shown(saved.weight) : planned ? shown(planned.weight) : undefined,
  };

  const problemId = useId();
  // A field the tick refused, while it still is: a number typed wrong, or empty with nothing to take.
  const atFault = (field: "reps" | "weight") =>
    problem !== null &&
    tickRefused &&
    (fieldProblem(field, typed[field]) !== null || (typed[field] === "" && placeholder[field] === undefined));

  function submit() {
    // An empty field takes what it shows: the saved numbers, else the ramp's (as a work set's tick does).
    const reps = typed.reps === "" ? Number(placeholder.reps ?? Number.NaN) : Number(typed.reps);
    const weight = typed.weight === "" ? Number(placeholder.weight ?? Number.NaN) : Number(typed.weight);
    const wrong = fieldProblem("reps", typed.reps) ?? fieldProblem("weight", typed.weight);
    if (wrong || !Number.isFinite(reps) || !Number.isFinite(weight)) {
      setProblem(`${label}: ${wrong ?? "fill in reps and weight"}.`);
      setTickRefused(true);
      return;
    }
    const entry = { set, reps, weight: sentWeight(weight, unit) };
    setProblem(null);
    setTickRefused(false);
    save.mutate(
      {
        exerciseId: row.exerciseId,
        exercise_name: row.exercise_name,
        index: set - 1,
        reps,
        weight: entry.weight,
        date: todayLocalIso(),
      },
      {
        onSuccess: () => {
          setTyped({ reps: "", weight: "" });
          onSaved(entry);
        },
        onError: (error) => setProblem(messageOf(error, { fallback: `${label} could not be saved.` })),
      },
    );
  }

  function takeBack() {
    remove.mutate(
      { exerciseId: row.exerciseId, exercise_name: row.exercise_name, index: set - 1 },
      {
        onSuccess: () => {
          setAsking(false);
          onRemoved();
        },
        onError: (error) => setProblem(messageOf(error, { fallback: `${label} could not be removed.` })),
      },
    );
  }

  return (
    <fieldset aria-label={`Warm-up ${set}`} className={classes.set}>
      <div className={`${classes.line} ${classes.warmUp}`}>
        <p className={classes.number}>{label}</p>
        <EntryNumberInput
          field="reps"
          aria-label={`Warm-up ${set} reps`}
          size="md"
          classNames={TALL}
          value={typed.reps}
          placeholder={placeholder.reps}
          onChange={(reps) => setTyped((t) => ({ ...t, reps }))}
          error={atFault("reps")}
          describedBy={atFault("reps") ? problemId : undefined}
        />
        <EntryNumberInput
          field="weight"
          aria-label={`Warm-up ${set} weight (${unitNow(unit)})`}
          size="md"
          classNames={TALL}
          value={typed.weight}
          placeholder={placeholder.weight}
          onChange={(weight) => setTyped((t) => ({ ...t, weight }))}
          error={atFault("weight")}
          describedBy={atFault("weight") ? problemId : undefined}
        />
        <ActionIcon
          size={44}
          variant={done ? "filled" : "light"}
          color={done ? "green.9" : undefined}
          onClick={done ? () => setAsking((a) => !a) : submit}
          loading={save.isPending}
          aria-label={done ? `Warm-up ${set} saved` : `Save warm-up ${set}`}
          aria-expanded={done ? asking : undefined}
        >
          {done ? <Tick /> : "Save"}
        </ActionIcon>
      </div>
      {done && asking && (
        <Group gap="xs" pl="1.9rem" mt={4}>
          <Button size="md" h={44} color="red" variant="light" loading={remove.isPending} onClick={takeBack}>
            Remove warm-up {set}
          </Button>
          <Button size="md" h={44} variant="default" onClick={() => setAsking(false)}>
            Keep
          </Button>
        </Group>
      )}
      {problem && (
        <p id={problemId} className={`${classes.text} ${classes.problem}`} role="alert">
          {problem}
        </p>
      )}
    </fieldset>
  );
}

/** The row's warm-up lines, W1 first; nothing when the row has no warm-ups. */
export function WarmUpLines({ program, row }: { program: string; row: ExerciseRow }) {
  const [logged, setLogged] = useState<readonly Logged[]>(() => row.warm_ups_logged ?? []);
  const count = warmUpCount(row, logged);
  if (count === 0 || row.exercise_type === "timed") return null;
  return (
    <>
      <div className={`${classes.line} ${classes.warmUp}`} aria-hidden>
        <p className={`${classes.text} ${classes.number}`}>W</p>
        <p className={`${classes.text} ${classes.heading}`}>Reps</p>
        <p className={`${classes.text} ${classes.heading}`}>Weight ({unitNow(rowUnit(row))})</p>
      </div>
      {Array.from({ length: count }, (_, i) => i + 1).map((set) => (
        <WarmUpLine
          key={set}
          program={program}
          row={row}
          set={set}
          planned={row.plan.warmUps[set - 1]}
          saved={logged.find((s) => s.set === set)}
          onSaved={(saved) => setLogged((all) => [...all.filter((s) => s.set !== set), saved])}
          onRemoved={() => setLogged((all) => all.filter((s) => s.set !== set))}
        />
      ))}
    </>
  );
}
