import { TextInput } from "@mantine/core";
import { NUMBER_TEXT_MAX_LENGTH, numberKeypad, numberTextProblem } from "../../../lib/number-text";
import type { NumberField } from "./coach-form-fields";
import { numberKind } from "./coach-form-values";

interface CoachNumberInputProps {
  field: NumberField;
  value: string;
  /** The form's words for the field (after Submit, or the server's). */
  error?: string;
  onChange: (name: string, value: string) => void;
}

/**
 * A coach number field (steps, calories, weight): the text kept as typed, with the phone's keypad.
 * A number written wrong is said in words as it is typed, not cut into another (decision 0030).
 */
export function CoachNumberInput({ field, value, error, onChange }: CoachNumberInputProps) {
  return (
    <TextInput
      label={field.label}
      size="lg"
      inputMode={numberKeypad(field.decimals)}
      autoComplete="off"
      maxLength={NUMBER_TEXT_MAX_LENGTH}
      value={value}
      error={numberTextProblem(value, numberKind(field)) ?? error}
      onChange={(event) => onChange(field.name, event.currentTarget.value)}
      onBlur={() => {
        if (field.padFraction && /^\d+$/.test(value)) onChange(field.name, `${value}.0`);
      }}
    />
  );
}
