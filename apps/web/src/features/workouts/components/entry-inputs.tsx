import { NumberInput, SimpleGrid } from "@mantine/core";
import { type FocusEvent, useRef } from "react";
import {
  ENTRY_FIELDS,
  ENTRY_LABELS,
  ENTRY_LIMITS,
  type EntryField,
  type EntryValues,
  fieldProblem,
} from "../entry-values";

interface EntryInputsProps {
  values: EntryValues;
  onChange: (field: EntryField, value: number | string) => void;
  /**
   * Focus left the three fields (not moved from one to another): e.g. reps and RPE typed, then a
   * tap into the prefilled weight to change it does not count as leaving.
   */
  onLeave?: () => void;
}

/** Reps, RPE and weight: big numeric fields side by side, easy to hit with a thumb. */
export function EntryInputs({ values, onChange, onLeave }: EntryInputsProps) {
  const group = useRef<HTMLDivElement>(null);
  const blur = (event: FocusEvent<HTMLInputElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && group.current?.contains(next)) return;
    onLeave?.();
  };

  return (
    <SimpleGrid cols={3} spacing="xs" ref={group}>
      {ENTRY_FIELDS.map((field) => {
        const { min, max, decimals } = ENTRY_LIMITS[field];
        return (
          <NumberInput
            key={field}
            label={ENTRY_LABELS[field]}
            size="lg"
            hideControls
            min={min}
            max={max}
            clampBehavior="none"
            allowNegative={false}
            allowDecimal={decimals > 0}
            decimalScale={decimals}
            inputMode={decimals > 0 ? "decimal" : "numeric"}
            value={values[field]}
            error={fieldProblem(field, values[field])}
            onChange={(value) => onChange(field, value)}
            onBlur={blur}
            styles={{ label: { fontSize: "var(--mantine-font-size-sm)" } }}
          />
        );
      })}
    </SimpleGrid>
  );
}
