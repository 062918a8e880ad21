import { Input, type MantineSize, TextInput } from "@mantine/core";
import { type ChangeEvent, type FocusEvent, type ReactNode, useState } from "react";
import {
  type EntryNumberField,
  entryKeypad,
  entryReport,
  entryText,
  entryTextOnBlur,
  readEntryText,
} from "../lib/entry-number";
import { NUMBER_TEXT_MAX_LENGTH } from "../lib/number-text";

interface EntryNumberInputProps {
  field: EntryNumberField;
  /** A number, or the text while it is empty or half-way (what `onChange` reported). */
  value: number | string;
  onChange: (value: number | string) => void;
  onBlur?: () => void;
  /** A visible label (and the error's words under the field); without one, give `aria-label`. */
  label?: string;
  "aria-label"?: string;
  /** The words under a labelled field, or true to mark the field only. */
  error?: ReactNode;
  /**
   * An unlabelled field's words shown elsewhere (under a set's line), by id: they describe it. A
   * labelled field takes its words as `error` instead.
   */
  describedBy?: string;
  /** A suggestion shown while the field is empty: never a value the lifter typed. */
  placeholder?: string;
  size?: MantineSize;
  /** Classes of Mantine's input parts (`wrapper`, `input`, `label`, …). */
  classNames?: Partial<Record<"root" | "wrapper" | "input" | "label" | "error", string>>;
}

/**
 * A reps, RPE or weight field, light enough for a log of some 70 of them (decision 0024): Mantine's
 * plain input (a TextInput when labelled) with the phone's number keypad. It keeps what is typed,
 * even a text that is no number of the field's kind, which it reports as typed for the form to
 * refuse in words (decision 0030); else it reports a number when Mantine's NumberInput would.
 */
export function EntryNumberInput({
  field,
  value,
  onChange,
  onBlur,
  label,
  error,
  describedBy,
  ...rest
}: EntryNumberInputProps) {
  // The text as typed: ".5" shows as typed while it reports 0.5. A value given from outside (a
  // reset, a saved entry) replaces it.
  const [typed, setTyped] = useState(() => entryText(value));
  const text = Object.is(entryReport(field, typed), value) ? typed : entryText(value);

  function change(event: ChangeEvent<HTMLInputElement>) {
    const next = event.currentTarget.value;
    setTyped(next);
    onChange(entryReport(field, next));
  }

  function blur() {
    // Once left, a number shows as it will be saved ("05" → 5, "227,5" → 227.5); a refused text stays.
    const reading = readEntryText(field, text);
    if ("number" in reading) {
      const left = entryTextOnBlur(reading.text);
      if (entryText(left) !== text) setTyped(entryText(left));
      if (!Object.is(left, value)) onChange(left);
    }
    onBlur?.();
  }

  const common = {
    ...rest,
    // A field of a set is a thumb's target: 44 px tall at least, whatever its size ("sm" is 36 px).
    styles: { input: { minHeight: 44 } },
    value: text,
    inputMode: entryKeypad(field),
    autoComplete: "off",
    maxLength: NUMBER_TEXT_MAX_LENGTH,
    onChange: change,
    onBlur: blur,
    // A tap on a filled field selects it: what is typed then replaces the old number instead of
    // being added to it ('25' typed over 25 became 2525).
    onFocus: (event: FocusEvent<HTMLInputElement>) => event.currentTarget.select(),
  } as const;
  if (label !== undefined) return <TextInput {...common} label={label} error={error} />;
  // Mantine's plain Input drops a given aria-describedby (it has no error element to name): its own
  // aria is left off and set here, invalid as Mantine marks it.
  return (
    <Input
      {...common}
      error={error}
      withAria={false}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
    />
  );
}
