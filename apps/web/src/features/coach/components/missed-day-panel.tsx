import { type DateSeparator, toShortDate } from "@ironpath/domain/coach/short-date";
import { Button, Paper, Stack, Text, Title } from "@mantine/core";
import { useEffect, useMemo, useRef } from "react";
import type { z } from "zod";
import { useHistory } from "../api/get-history";
import type { CoachFormField } from "./coach-form-fields";
import { EntryForm } from "./entry-form";
import type { PhaseStart } from "./coach-form-values";

/** Shown once a missed day is saved, on every assistant (docs/product.md section 8). */
export const MISSED_DAY_SAVED = "Missed day added successfully";

interface MissedDayPanelProps<T> {
  fields: readonly CoachFormField[];
  schema: z.ZodType<T>;
  save: (body: T) => Promise<unknown>;
  saving: boolean;
  /** The phase the missed day is logged in: a day before its start is refused. */
  phase: PhaseStart;
  /** Today, the lifter's local date: the phase's logged days are read up to it. */
  today: string;
  /** The form is open; `date` (ISO) prefills it when a missing day was chosen. */
  open: boolean;
  date: string | null;
  onOpen: () => void;
  onClose: () => void;
}

/** 'Missed a day? Click below to add!' and the Add Day form (docs/product.md section 2). */
export function MissedDayPanel<T>(props: MissedDayPanelProps<T>) {
  const dateField = props.fields.find((f) => f.kind === "date");
  const separator: DateSeparator = dateField?.kind === "date" ? dateField.separator : "-";
  const initial = props.date && dateField ? { [dateField.name]: toShortDate(props.date, separator) } : {};
  const form = useRef<HTMLDivElement>(null);
  // The days the chart shows, the same read: a missed day dated on one of them replaces it.
  const history = useHistory(props.today);
  const loggedDays = useMemo(() => new Set(history.data?.map((d) => d.date)), [history.data]);

  // A missing day chosen further up the screen: bring its form into view.
  useEffect(() => {
    if (props.open && props.date) form.current?.scrollIntoView({ block: "center", behavior: "smooth" });
  }, [props.open, props.date]);

  return (
    <Stack gap="sm">
      <Text fw={500}>Missed a day? Click below to add!</Text>
      {!props.open && (
        <Button variant="light" size="lg" onClick={props.onOpen}>
          Add Day
        </Button>
      )}
      {props.open && (
        <Paper ref={form} withBorder p="md" radius="md">
          <Stack gap="sm">
            <Title order={3}>Add Day</Title>
            <EntryForm
              // A newly chosen day starts a fresh form.
              key={props.date ?? "blank"}
              label="Add Day"
              fields={props.fields}
              schema={props.schema}
              initial={initial}
              phase={props.phase}
              loggedDays={loggedDays}
              save={props.save}
              saving={props.saving}
              successText={MISSED_DAY_SAVED}
              onCancel={props.onClose}
              onDone={props.onClose}
            />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
