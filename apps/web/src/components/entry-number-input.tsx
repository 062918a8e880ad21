import { Input, type MantineSize, TextInput } from "@mantine/core";
import { type ChangeEvent, type ReactNode, useState } from "react";
import {
  type EntryNumberField,
  acceptEntryText,
  entryKeypad,
  entryText,
  entryTextOnBlur,
  entryTextValue,
} from "../lib/entry-number";

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
  size?: MantineSize;
  /** Classes of Mantine's input parts (`wrapper`, `input`, `label`, …). */
  classNames?: Partial<Record<"root" | "wrapper" | "input" | "label" | "error", string>>;
}

/**
 * A reps, RPE or weight field, light enough for a log of some 70 of them (decision 0024): Mantine's
 * plain input (a TextInput when labelled) with the phone's number keypad. It takes only what the
 * domain's number can be (lib/entry-number.ts) and reports a number when Mantine's NumberInput would.
 */
export function EntryNumberInput({ field, value, onChange, onBlur, label, error, ...rest }: EntryNumberInputProps) {
  // The text as typed: ".5" shows as typed while it reports 0.5. A value given from outside (a
  // reset, a saved entry) replaces it.
  const [typed, setTyped] = useState(() => entryText(value));
  const text = Object.is(entryTextValue(typed), value) ? typed : entryText(value);

  function change(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const next = acceptEntryText(field, input.value);
    if (next === null || next === text) {
      // Refused (or nothing left of it): the text stays, and so does the caret, which React would
      // otherwise put at the end.
      const caret = Math.max(0, (input.selectionStart ?? text.length) - (input.value.length - text.length));
      input.value = text;
      input.setSelectionRange(caret, caret);
      return;
    }
    setTyped(next);
    onChange(entryTextValue(next));
  }

  function blur() {
    const left = entryTextOnBlur(text);
    if (!Object.is(left, value)) {
      setTyped(entryText(left));
      onChange(left);
    }
    onBlur?.();
  }

  const common = {
    ...rest,
    value: text,
    inputMode: entryKeypad(field),
    autoComplete: "off",
    onChange: change,
    onBlur: blur,
  } as const;
  if (label !== undefined) return <TextInput {...common} label={label} error={error} />;
  return <Input {...common} error={error} />;
}
