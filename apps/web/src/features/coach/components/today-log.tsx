import { Button, Stack, Text } from "@mantine/core";
import type { z } from "zod";
import { PageLoader } from "../../../components/page-loader";
import { useHistory } from "../api/get-history";
import { Section } from "./assistant-parts";
import type { CoachFormField } from "./coach-form-fields";
import { EntryForm } from "./entry-form";
import { valuesOfDay } from "./coach-form-values";

/** Said above the form when the day already has an entry: Submit edits it, it adds nothing new. */
const LOGGED_TODAY = "You have logged today. Change a number and Submit to update it.";

interface TodayLogProps<T> {
  /** Today, the lifter's local date. */
  date: string;
  fields: readonly CoachFormField[];
  schema: z.ZodType<T>;
  /** Wire keys the form adds itself (today's date), read at submit. */
  extra: () => Record<string, unknown>;
  save: (body: T) => Promise<unknown>;
  saving: boolean;
  successText: string;
}

/**
 * 'Log today': the day's entry as it stands (a day has one; a second save replaces it), so that
 * after a reload an edit is seen to be one, and read again, after a save on another device, unless
 * the lifter is typing. The form waits for the entry rather than show blanks that a Submit would
 * save over it.
 */
export function TodayLog<T>({ date, fields, ...form }: TodayLogProps<T>) {
  const history = useHistory(date);
  const entry = history.data?.find((d) => d.date === date);

  return (
    <Section title="Log today">
      {!history.data && history.isPending && <PageLoader />}
      {!history.data && history.isError && (
        <Stack gap="xs" align="flex-start">
          <Text c="red.9">Today's entry could not be loaded: {history.error.message}</Text>
          <Button size="md" onClick={() => history.refetch()}>
            Try again
          </Button>
        </Stack>
      )}
      {history.data && (
        <>
          {entry && <Text c="dark.7">{LOGGED_TODAY}</Text>}
          <EntryForm
            // A new day starts a fresh form.
            key={date}
            label="Log today"
            fields={fields}
            // A held weigh-in shows in its field and is asked about again (decision 0059).
            initial={
              entry && valuesOfDay(fields, { ...entry, weight: entry.weight ?? entry.weightQuestion?.weight ?? null })
            }
            pending={entry?.weightQuestion ?? null}
            afterSave="keep"
            {...form}
          />
        </>
      )}
    </Section>
  );
}
