import { WEEKS } from "@ironpath/domain/programs/row-rules";
import { Button, Modal, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useCopyProgramWeek } from "../api/copy-program-week";
import { CopyFooter } from "./copy-footer";
import { NumberChips, numbers } from "./week-chips";

interface CopyWeekDialogProps {
  opened: boolean;
  onClose: () => void;
  program: string;
  phase: number;
  week: number;
}

/** Copies every saved day of a week onto other weeks of the same phase, in one call. */
export function CopyWeekDialog({ opened, onClose, program, phase, week }: CopyWeekDialogProps) {
  const copy = useCopyProgramWeek();
  const [toWeeks, setToWeeks] = useState<number[]>([]);
  const following = numbers(week + 1, WEEKS.max);

  function close() {
    copy.reset();
    onClose();
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={`Copy Phase ${phase} · Week ${week}`}
      closeButtonProps={{ size: "xl", "aria-label": "Close copy week" }}
    >
      <Stack gap="sm">
        <Text>
          Every saved day of week {week} is copied onto the chosen weeks of phase {phase}, replacing those days.
        </Text>
        <NumberChips
          legend="To weeks"
          options={numbers(WEEKS.min, WEEKS.max).filter((w) => w !== week)}
          value={toWeeks}
          onChange={setToWeeks}
        />
        {following.length > 0 && (
          <Button variant="light" size="md" onClick={() => setToWeeks(following)}>
            All following weeks ({following.length === 1 ? following[0] : `${following[0]}-${following.at(-1)}`})
          </Button>
        )}
        <CopyFooter
          copy={copy}
          disabled={toWeeks.length === 0}
          send={() => copy.mutateAsync({ programName: program, phase, week, toWeeks })}
          done={(count) => `Week ${week} copied: ${count} ${count === 1 ? "day" : "days"} written.`}
          close={close}
        >
          {toWeeks.length === 0
            ? "Choose weeks"
            : `Copy to ${toWeeks.length} ${toWeeks.length === 1 ? "week" : "weeks"}`}
        </CopyFooter>
      </Stack>
    </Modal>
  );
}
