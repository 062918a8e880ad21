import type { ProgramDaySlot } from "@ironpath/domain/programs/program-row.schema";
import { DAYS, PHASES, WEEKS } from "@ironpath/domain/programs/row-rules";
import { Modal, Select, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { useCopyProgramDay } from "../api/copy-program-day";
import { CopyFooter } from "./copy-footer";
import { NumberChips, numbers } from "./week-chips";

interface CopyDayDialogProps {
  opened: boolean;
  onClose: () => void;
  program: string;
  from: ProgramDaySlot;
}

export const slotName = ({ phase, week, day }: ProgramDaySlot) => `Phase ${phase} · Week ${week} · Day ${day}`;

/** Every chosen week × every chosen day of one phase, except the day copied from. */
function targets(phase: number, weeks: readonly number[], days: readonly number[], from: ProgramDaySlot) {
  return weeks.flatMap((week) =>
    days
      .filter((day) => !(phase === from.phase && week === from.week && day === from.day))
      .map((day) => ({ phase, week, day })),
  );
}

/** Copies the shown (saved) day onto the chosen days of the chosen weeks, in one call. */
export function CopyDayDialog({ opened, onClose, program, from }: CopyDayDialogProps) {
  const copy = useCopyProgramDay();
  const [phase, setPhase] = useState(from.phase);
  const [weeks, setWeeks] = useState<number[]>([]);
  const [days, setDays] = useState<number[]>([from.day]);
  const to = targets(phase, weeks, days, from);

  function close() {
    copy.reset();
    onClose();
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={`Copy ${slotName(from)}`}
      closeButtonProps={{ size: "xl", "aria-label": "Close copy day" }}
    >
      <Stack gap="sm">
        <Text>The copies replace what those days hold.</Text>
        <Select
          label="To phase"
          size="lg"
          data={numbers(PHASES.min, PHASES.max).map(String)}
          value={String(phase)}
          allowDeselect={false}
          onChange={(chosen) => setPhase(Number(chosen))}
          comboboxProps={{ withinPortal: true }}
        />
        <NumberChips legend="To weeks" options={numbers(WEEKS.min, WEEKS.max)} value={weeks} onChange={setWeeks} />
        <NumberChips legend="To days" options={numbers(DAYS.min, DAYS.max)} value={days} onChange={setDays} />
        <CopyFooter
          copy={copy}
          disabled={to.length === 0}
          send={() => copy.mutateAsync({ programName: program, from, to })}
          done={(count) => `${slotName(from)} copied to ${count} ${count === 1 ? "day" : "days"}.`}
          close={close}
        >
          {to.length === 0 ? "Choose weeks and days" : `Copy to ${to.length} ${to.length === 1 ? "day" : "days"}`}
        </CopyFooter>
      </Stack>
    </Modal>
  );
}
