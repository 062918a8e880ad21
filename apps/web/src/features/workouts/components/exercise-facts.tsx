import type { ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import classes from "./card.module.css";

function Fact({ label, value }: { label: string; value: string | number }) {
  return (
    <p className={classes.text}>
      <span className={classes.dimmed}>{label}:</span> <span className={classes.strong}>{value}</span>
    </p>
  );
}

/** The rest in minutes, or null when the program gives none (a row the lifter wrote may leave it out). */
export function restRange(row: Pick<ExerciseRow, "min_rest" | "max_rest">): string | null {
  if (row.max_rest === 0) return null;
  return row.min_rest === row.max_rest ? `${row.min_rest} min` : `${row.min_rest}-${row.max_rest} min`;
}

/**
 * Warm-up sets, sets, reps, and RPE, %1RM and the rest range when given. A timed hold's reps are its
 * seconds (decision 0053): said as a hold, so a target never reads as reps of another kind (0076).
 */
export function ExerciseFacts({ row }: { row: ExerciseRow }) {
  const rest = restRange(row);
  return (
    <div className={`${classes.two} ${classes.facts}`}>
      <Fact label="Warm-up sets" value={row.warm_up_sets} />
      <Fact label="Sets" value={row.sets} />
      {row.exercise_type === "timed" ? (
        <Fact label="Hold" value={`${row.reps} s`} />
      ) : (
        <Fact label="Reps" value={row.reps} />
      )}
      {row.rpe && <Fact label="RPE" value={row.rpe} />}
      {row.percent1RM && <Fact label="%1RM" value={`${row.percent1RM}%`} />}
      {rest && <Fact label="Rest" value={rest} />}
    </div>
  );
}
