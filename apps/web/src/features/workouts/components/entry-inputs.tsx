import { EntryNumberInput } from "../../../components/entry-number-input";
import { errorShownElsewhere } from "../../../components/error-shown-elsewhere";
import type { WeightUnit } from "../../../lib/weight-unit";
import { entryLabel } from "../../../lib/entry-number";
import { ENTRY_FIELDS, type EntryField, type EntryValues, fieldProblem } from "../entry-values";
import classes from "./card.module.css";

interface EntryInputsProps {
  values: EntryValues;
  onChange: (field: EntryField, value: number | string) => void;
  /** Reps, RPE or weight lost focus (the quick entry saves then, once all three are filled). */
  onBlur?: (field: EntryField) => void;
  /** Suggestions shown in the empty fields (never values: the lifter types what they did). */
  placeholders?: Partial<Record<EntryField, string>>;
  /** The unit the weight is typed in: the exercise's own (decision 0081), else the lifter's. */
  unit?: WeightUnit;
  /** Words shown elsewhere (an alert) about some of these fields: each describes it and marks it invalid. */
  refusal?: { words: string; about: readonly EntryField[] };
}

const LABEL = { label: classes.label, input: classes.suggestion };

/** Reps, RPE and weight, in that order everywhere: big numeric fields side by side, easy to hit with a thumb. */
export function EntryInputs({ values, onChange, onBlur, placeholders, unit, refusal }: EntryInputsProps) {
  return (
    <div className={classes.three}>
      {ENTRY_FIELDS.map((field) => (
        <EntryNumberInput
          key={field}
          field={field}
          label={entryLabel(field, unit)}
          size="lg"
          classNames={LABEL}
          value={values[field]}
          placeholder={placeholders?.[field]}
          error={
            fieldProblem(field, values[field]) ??
            errorShownElsewhere(refusal?.about.includes(field) ? refusal.words : null)
          }
          onChange={(value) => onChange(field, value)}
          onBlur={onBlur && (() => onBlur(field))}
        />
      ))}
    </div>
  );
}
