import { readShortDate, shortDateFormat, toShortDate, typedShortDate } from "@ironpath/domain/coach/short-date";
import { Stack, TextInput } from "@mantine/core";
import { todayLocalIso } from "../../../lib/local-date";
import type { DateField } from "./coach-form-fields";

interface ShortDateInputProps {
  field: DateField;
  value: string;
  error?: string;
  onChange: (name: string, value: string) => void;
}

/**
 * A missed day's date in the screen's format, typed or picked. The numeric keypad a phone opens for
 * it has no "/" (and some no "-"), so the digits alone are enough: the separators go in as they are
 * typed, and any of / - . typed becomes the screen's own. The picker beside it (the phone's own
 * calendar) writes the date in that format (issue 21, item 10).
 */
export function ShortDateInput({ field, value, error, onChange }: ShortDateInputProps) {
  const read = readShortDate(value, field.separator);
  return (
    <Stack gap={6}>
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
      <TextInput
        label="Or pick the date"
        type="date"
        size="lg"
        max={todayLocalIso()}
        value={"iso" in read ? read.iso : ""}
        onChange={(event) => {
          const iso = event.currentTarget.value;
          if (iso) onChange(field.name, toShortDate(iso, field.separator));
        }}
      />
    </Stack>
  );
}
