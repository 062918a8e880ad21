import { addDays } from "@ironpath/domain/coach/calendar";
import { COACH_HISTORY_DAYS } from "@ironpath/domain/coach/coach-date";
import { toShortDate } from "@ironpath/domain/coach/short-date";
import { TextInput } from "@mantine/core";
import { todayLocalIso } from "../../../lib/local-date";

interface StartDateInputProps {
  value: string;
  onChange: (iso: string) => void;
}

/**
 * The phase's first day, picked on the phone's own calendar: today, or a day up to a year back
 * (decision 0033), so a lifter who starts today can still log yesterday (issue 21, item 10). The
 * date is shown back in the screens' yy/mm/dd.
 */
export function StartDateInput({ value, onChange }: StartDateInputProps) {
  const today = todayLocalIso();
  return (
    <TextInput
      label="Start date"
      type="date"
      size="lg"
      min={addDays(today, -COACH_HISTORY_DAYS)}
      max={today}
      value={value}
      description={value ? `Starts ${toShortDate(value, "/")} (yy/mm/dd)` : "Today, or a day up to a year back"}
      onChange={(event) => {
        const iso = event.currentTarget.value;
        if (iso) onChange(iso);
      }}
    />
  );
}
