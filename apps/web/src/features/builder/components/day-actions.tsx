import type { ProgramDaySlot } from "@ironpath/domain/programs/program-row.schema";
import { Button, SimpleGrid, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { ApiError } from "../../../lib/api";
import { notifySuccess } from "../../../lib/notify";
import { ignoreRefusal } from "./ignore-refusal";
import { useDeleteProgramDay } from "../api/delete-program-day";
import { ConfirmDialog } from "./confirm-dialog";
import { CopyDayDialog, slotName } from "./copy-day-dialog";
import { CopyWeekDialog } from "./copy-week-dialog";

interface DayActionsProps {
  program: string;
  slot: ProgramDaySlot;
  /** The form differs from the stored day: copies and deletes work on what is stored. */
  dirty: boolean;
  /** The stored day has rows. */
  hasSaved: boolean;
  onDeleted: () => void;
}

type Dialog = "copy-day" | "copy-week" | "delete-day" | null;

/** Copy the day, copy its week, delete the day: one call each, on what the server holds. */
export function DayActions({ program, slot, dirty, hasSaved, onDeleted }: DayActionsProps) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const remove = useDeleteProgramDay();
  const close = () => setDialog(null);

  return (
    <Stack gap="xs">
      {dirty && (
        <Text size="sm" c="gray.8">
          Add the day first to copy or delete it.
        </Text>
      )}
      <SimpleGrid cols={3} spacing="xs">
        <Button variant="light" size="md" px={4} disabled={dirty || !hasSaved} onClick={() => setDialog("copy-day")}>
          Copy Day
        </Button>
        <Button variant="light" size="md" px={4} disabled={dirty} onClick={() => setDialog("copy-week")}>
          Copy Week
        </Button>
        <Button
          variant="outline"
          color="red.9"
          size="md"
          px={4}
          disabled={dirty || !hasSaved}
          onClick={() => setDialog("delete-day")}
        >
          Delete Day
        </Button>
      </SimpleGrid>
      {dialog === "copy-day" && <CopyDayDialog opened onClose={close} program={program} from={slot} />}
      {dialog === "copy-week" && (
        <CopyWeekDialog opened onClose={close} program={program} phase={slot.phase} week={slot.week} />
      )}
      <ConfirmDialog
        opened={dialog === "delete-day"}
        title="Delete Day"
        confirmLabel="Delete Day"
        loading={remove.isPending}
        error={
          remove.error
            ? remove.error instanceof ApiError
              ? remove.error.message
              : "The day could not be deleted."
            : null
        }
        onClose={() => {
          remove.reset();
          close();
        }}
        onConfirm={() =>
          remove.mutateAsync({ programName: program, slot }).then(() => {
            notifySuccess(`${slotName(slot)} deleted from ${program}.`);
            close();
            onDeleted();
          }, ignoreRefusal)
        }
      >
        Delete {slotName(slot)} of {program}? Its exercises are removed from the program; what you logged stays in Prev.
        Weights.
      </ConfirmDialog>
    </Stack>
  );
}
