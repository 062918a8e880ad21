import { NumberInput, SimpleGrid } from "@mantine/core";
import { entryNumberProps } from "../../../lib/entry-number";
import { ENTRY_FIELDS, ENTRY_LABELS, type EntryField, type EntryValues, fieldProblem } from "../entry-values";

interface EntryInputsProps {
  values: EntryValues;
  onChange: (field: EntryField, value: number | string) => void;
  /** Reps, RPE or weight lost focus (the quick entry saves then, once all three are filled). */
  onBlur?: (field: EntryField) => void;
}

/** Reps, RPE and weight, in that order everywhere: big numeric fields side by side, easy to hit with a thumb. */
export function EntryInputs({ values, onChange, onBlur }: EntryInputsProps) {
  return (
    <SimpleGrid cols={3} spacing="xs">
      {ENTRY_FIELDS.map((field) => {
        return (
          <NumberInput
            key={field}
            label={ENTRY_LABELS[field]}
            size="lg"
            {...entryNumberProps(field)}
            value={values[field]}
            error={fieldProblem(field, values[field])}
            onChange={(value) => onChange(field, value)}
            onBlur={onBlur && (() => onBlur(field))}
            styles={{ label: { fontSize: "var(--mantine-font-size-sm)" } }}
          />
        );
      })}
    </SimpleGrid>
  );
}
