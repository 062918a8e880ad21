import { replacesLoggedDay } from "@ironpath/domain/coach/logged-day";
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { type FormEvent, useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { ApiError, messageOf } from "../../../lib/api";
import type { CoachFormField } from "./coach-form-fields";
import {
  type CoachFormErrors,
  type CoachFormValues,
  type PhaseStart,
  checkEntry,
  dateOf,
  emptyValues,
  serverErrors,
} from "./coach-form-values";
import { CoachNumberInput } from "./coach-number-input";
import { WeightConfirm } from "./weight-confirm";
import { type WeightQuestion, asWeightQuestion } from "../api/weight-question";
import { ShortDateInput } from "./short-date-input";

/**
 * The product's success message time (docs/product.md section 9): the message clears after 3 s, and a missed-day form
 * with it; the day's log keeps what was saved, so that it shows the day's entry as it stands.
 */
export const SUCCESS_CLEAR_MS = 3000;

interface EntryFormProps<T> {
  /** The form's accessible name. */
  label: string;
  fields: readonly CoachFormField[];
  /** The wire schema of the body: the form checks what the server checks. */
  schema: z.ZodType<T>;
  /** Wire keys the form adds itself (today's date), read at submit. */
  extra?: () => Record<string, unknown>;
  initial?: Partial<CoachFormValues>;
  /** The phase the day is logged in: a date before its start is refused before sending. */
  phase?: PhaseStart;
  /**
   * Days already logged (ISO): the API replaces a day sent again, so a date among them is named
   * and sent only when Submit is pressed a second time for it.
   */
  loggedDays?: ReadonlySet<string>;
  /** After the success message: "clear" the form (a missed day, the default) or "keep" what was saved. */
  afterSave?: "clear" | "keep";
  save: (body: T) => Promise<unknown>;
  saving: boolean;
  successText: string;
  onCancel?: () => void;
  /** After the success message has cleared. */
  onDone?: () => void;
  /** A weigh-in of the day held until confirmed, asked about again when the form opens (decision 0059). */
  pending?: WeightQuestion | null;
}

const sameValues = (fields: readonly CoachFormField[], a: CoachFormValues, b: CoachFormValues) =>
  fields.every((f) => a[f.name] === b[f.name]);

/**
 * Follows `initial` while the form is open: when it changes (today's entry read again after a save
 * on another device) the form shows it, unless the lifter has typing not yet saved, which it keeps.
 * Returns what marks values as saved (no longer unsaved typing).
 */
function useFollowInitial(
  fields: readonly CoachFormField[],
  initial: Partial<CoachFormValues> | undefined,
  values: CoachFormValues,
  setValues: (values: CoachFormValues) => void,
): (saved: CoachFormValues) => void {
  // `initial` as last seen, and the values that are no one's unsaved typing.
  const [seen, setSeen] = useState(values);
  const [settled, setSettled] = useState(values);
  const next = emptyValues(fields, initial);
  if (!sameValues(fields, next, seen)) {
    setSeen(next);
    if (sameValues(fields, values, settled)) {
      setValues(next);
      setSettled(next);
    }
  }
  return setSettled;
}

/** A coach entry form: big numeric fields, Submit (and Cancel), the product's success words for 3 s. */
export function EntryForm<T>(props: EntryFormProps<T>) {
  const { fields, initial, onDone, afterSave = "clear" } = props;
  const [values, setValues] = useState(() => emptyValues(fields, initial));
  const markSaved = useFollowInitial(fields, initial, values, setValues);
  const [errors, setErrors] = useState<CoachFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [succeeded, setSucceeded] = useState(false);
  // The logged day the lifter was warned of: a second Submit for it replaces it.
  const [warned, setWarned] = useState<string | null>(null);
  // A weight held until the lifter says which it was, with the body that was saved.
  const [question, setQuestion] = useState<{ body: T | null; asked: WeightQuestion } | null>(() =>
    props.pending ? { body: null, asked: props.pending } : null,
  );
  const date = dateOf(fields, values);
  // The latest callback, without restarting the 3 s when the screen re-renders.
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => {
      setSucceeded(false);
      if (afterSave === "clear") setValues(emptyValues(fields));
      done.current?.();
    }, SUCCESS_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [succeeded, fields, afterSave]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (props.saving) return;
    setFailure(null);
    setSucceeded(false);
    const checked = checkEntry(props.schema, fields, values, props.extra?.(), props.phase);
    setErrors(checked.ok ? {} : checked.errors);
    if (!checked.ok) return;
    if (date && props.loggedDays?.has(date) && warned !== date) {
      setWarned(date);
      return;
    }
    await send(checked.body);
  }

  async function send(body: T, shown = values) {
    try {
      const asked = asWeightQuestion(await props.save(body));
      setWarned(null);
      // A held weight stays in the field while it is asked about: the day as read back has none.
      if (asked === null) markSaved(shown);
      setQuestion(asked && { body, asked });
      setSucceeded(asked === null);
    } catch (error) {
      setErrors(error instanceof ApiError ? serverErrors(fields, error.fields) : {});
      setFailure(messageOf(error, { tryAgain: true }));
    }
  }

  /** The same day again with the weight the lifter meant: confirmed as typed, or the suggestion. */
  function answer(weight: number, confirmed: boolean) {
    const field = fields.find((f) => f.kind === "number" && f.day === "weight");
    if (!question || !field || props.saving) return;
    const shown = { ...values, [field.name]: String(weight) };
    // Asked again on a later visit: the day as the form now holds it.
    const checked =
      question.body === null ? checkEntry(props.schema, fields, shown, props.extra?.(), props.phase) : null;
    if (checked && !checked.ok) return setErrors(checked.errors);
    const body = question.body ?? (checked?.ok ? checked.body : null);
    setValues(shown);
    void send({ ...body, [field.name]: weight, ...(confirmed && { confirmWeight: true }) } as T, shown);
  }

  const set = (name: string, value: string) => setValues((current) => ({ ...current, [name]: value }));

  return (
    <form onSubmit={submit} noValidate aria-label={props.label}>
      <Stack gap="sm">
        {fields.map((field) => (
          <EntryInput
            key={field.name}
            field={field}
            value={values[field.name] ?? ""}
            error={errors[field.name]}
            onChange={set}
          />
        ))}
        {warned && warned === date && (
          <Alert color="yellow" variant="light" role="alert">
            {replacesLoggedDay(warned)}
          </Alert>
        )}
        {question && <WeightConfirm question={question.asked} saving={props.saving} onAnswer={answer} />}
        {failure && (
          <Alert color="red" variant="light" role="alert" title="Not saved">
            {failure}
          </Alert>
        )}
        {succeeded && (
          // A darker green than the palette's: 6.5:1 on white (green 9 is under 4.5:1).
          <Text role="status" c="#1a6b32" fw={700}>
            {props.successText}
          </Text>
        )}
        <Group grow gap="sm">
          {props.onCancel && (
            <Button variant="default" size="lg" onClick={props.onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" size="lg" loading={props.saving}>
            Submit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface EntryInputProps {
  field: CoachFormField;
  value: string;
  error?: string;
  onChange: (name: string, value: string) => void;
}

function EntryInput({ field, value, error, onChange }: EntryInputProps) {
  if (field.kind === "date") return <ShortDateInput field={field} value={value} error={error} onChange={onChange} />;
  return <CoachNumberInput field={field} value={value} error={error} onChange={onChange} />;
}
