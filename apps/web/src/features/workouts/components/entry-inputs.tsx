import { NumberInput, SimpleGrid } from "@mantine/core";
import { ENTRY_LIMITS, type EntryField, type EntryValues, fieldProblem } from "../entry-values";

const LABELS: Record<EntryField, string> = { reps: "Reps", rpe: "RPE", weight: "Weight (lbs)" };

interface EntryInputsProps {
  values: EntryValues;
  onChange: (field: EntryField, value: number | string) => void;
  onBlur?: () => void;
  order?: readonly EntryField[];
  disabled?: boolean;
  /** Shown greyed in the weight field, e.g. the suggested load. */
  weightPlaceholder?: string;
}

/** Reps, RPE and weight: big numeric fields side by side, easy to hit with a thumb. */
export function EntryInputs({
  values,
  onChange,
  onBlur,
  order = ["reps", "rpe", "weight"],
  disabled,
  weightPlaceholder,
}: EntryInputsProps) {
  return (
    <SimpleGrid cols={3} spacing="xs">
      {order.map((field) => {
        const { min, max, decimals } = ENTRY_LIMITS[field];
        return (
          <NumberInput
            key={field}
            label={LABELS[field]}
            size="lg"
            hideControls
            min={min}
            max={max}
            clampBehavior="none"
            allowNegative={false}
            allowDecimal={decimals > 0}
            decimalScale={decimals}
            inputMode={decimals > 0 ? "decimal" : "numeric"}
            placeholder={field === "weight" ? weightPlaceholder : undefined}
            value={values[field]}
            error={fieldProblem(field, values[field])}
            disabled={disabled}
            onChange={(value) => onChange(field, value)}
            onBlur={onBlur}
            styles={{ label: { fontSize: "var(--mantine-font-size-sm)" } }}
          />
        );
      })}
    </SimpleGrid>
  );
}
