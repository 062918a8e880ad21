import { Alert, Select, SimpleGrid } from "@mantine/core";
import { useState } from "react";
import { useDays } from "../api/get-days";
import { usePhases } from "../api/get-phases";
import { useWeeks } from "../api/get-weeks";
import type { DayKey } from "../api/get-day-exercises";

interface DayPickerProps {
  program: string;
  onPick: (day: DayKey) => void;
}

const toOptions = (ids: number[] | undefined) => (ids ?? []).map(String);
const toNumber = (value: string | null) => (value === null ? null : Number(value));

/** Phase, then week, then day: each choice loads the next list; the day loads its exercises. */
export function DayPicker({ program, onPick }: DayPickerProps) {
  const [phase, setPhase] = useState<number | null>(null);
  const [week, setWeek] = useState<number | null>(null);
  const [day, setDay] = useState<number | null>(null);
  const phases = usePhases(program, true);
  const weeks = useWeeks(program, phase);
  const days = useDays(program, phase, week);
  const error = phases.error ?? weeks.error ?? days.error;

  return (
    <>
      <SimpleGrid cols={3} spacing="xs">
        <Select
          label="Phase"
          size="lg"
          placeholder="–"
          data={toOptions(phases.data)}
          value={phase === null ? null : String(phase)}
          allowDeselect={false}
          onChange={(value) => {
            setPhase(toNumber(value));
            setWeek(null);
            setDay(null);
          }}
        />
        <Select
          label="Week"
          size="lg"
          placeholder="–"
          data={toOptions(weeks.data)}
          value={week === null ? null : String(week)}
          disabled={phase === null}
          allowDeselect={false}
          onChange={(value) => {
            setWeek(toNumber(value));
            setDay(null);
          }}
        />
        <Select
          label="Day"
          size="lg"
          placeholder="–"
          data={toOptions(days.data)}
          value={day === null ? null : String(day)}
          disabled={week === null}
          allowDeselect={false}
          onChange={(value) => {
            const chosen = toNumber(value);
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
