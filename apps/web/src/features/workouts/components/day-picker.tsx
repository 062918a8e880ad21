import { Alert, Select, SimpleGrid } from "@mantine/core";
import { useState } from "react";
import { useDays } from "../api/get-days";
import { usePhases } from "../api/get-phases";
import { useWeeks } from "../api/get-weeks";
import type { DayKey } from "../api/get-day-exercises";
import type { ProgramKind } from "@ironpath/domain/training/workout-log-paths";

interface DayPickerProps {
  kind: ProgramKind;
  program: string;
  onPick: (day: DayKey) => void;
}

const toOptions = (ids: number[] | undefined) => (ids ?? []).map(String);
const toNumber = (value: string | null) => (value === null ? null : Number(value));

interface PickerProps {
  label: string;
  ids: number[] | undefined;
  value: number | null;
  disabled?: boolean;
  onChange: (value: number | null) => void;
}

function Picker({ label, ids, value, disabled, onChange }: PickerProps) {
  return (
    <Select
      label={label}
      size="lg"
      placeholder="–"
      data={toOptions(ids)}
      value={value === null ? null : String(value)}
      disabled={disabled}
      allowDeselect={false}
      onChange={(chosen) => onChange(toNumber(chosen))}
    />
  );
}

/** Phase, then week, then day: each choice loads the next list; the day loads its exercises. */
export function DayPicker({ kind, program, onPick }: DayPickerProps) {
  const [phase, setPhase] = useState<number | null>(null);
  const [week, setWeek] = useState<number | null>(null);
  const [day, setDay] = useState<number | null>(null);
  const phases = usePhases(kind, program, true);
  const weeks = useWeeks(kind, program, phase);
  const days = useDays(kind, program, phase, week);
  const error = phases.error ?? weeks.error ?? days.error;

  return (
    <>
      <SimpleGrid cols={3} spacing="xs">
        <Picker
          label="Phase"
          ids={phases.data}
          value={phase}
          onChange={(chosen) => {
            setPhase(chosen);
            setWeek(null);
            setDay(null);
          }}
        />
        <Picker
          label="Week"
          ids={weeks.data}
          value={week}
          disabled={phase === null}
          onChange={(chosen) => {
            setWeek(chosen);
            setDay(null);
          }}
        />
        <Picker
          label="Day"
          ids={days.data}
          value={day}
          disabled={week === null}
          onChange={(chosen) => {
            setDay(chosen);
            if (phase !== null && week !== null && chosen !== null) onPick({ phase, week, day: chosen });
          }}
        />
      </SimpleGrid>
      {error && (
        <Alert color="red" variant="light" role="alert" p="sm">
          The days of this program could not be loaded. {error.message}
        </Alert>
      )}
    </>
  );
}
