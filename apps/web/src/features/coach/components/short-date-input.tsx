import { shortDateFormat, typedShortDate } from "@ironpath/domain/coach/short-date";
import { TextInput } from "@mantine/core";
import type { DateField } from "./entry-fields";

interface ShortDateInputProps {
  field: DateField;
  value: string;
  error?: string;
  onChange: (name: string, value: string) => void;
}

/**
 * A missed day's date, typed in the screen's format. The numeric keypad a phone opens for it has no
 * "/" (and some no "-"), so the digits alone are enough: the separators go in as they are typed,
 * and any of / - . typed becomes the screen's own.
 */
export function ShortDateInput({ field, value, error, onChange }: ShortDateInputProps) {
  return (
    <TextInput
      label={field.label}
      size="lg"
      placeholder={shortDateFormat(field.separator)}
      inputMode="numeric"
      autoComplete="off"
      value={value}
      error={error}
      onChange={(event) => onChange(field.name, typedShortDate(event.currentTarget.value, field.separator))}
    />
  );
}
