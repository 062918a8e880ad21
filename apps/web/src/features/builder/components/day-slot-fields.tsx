import { DAYS, PHASES, WEEKS } from "@ironpath/domain/programs/row-rules";
import { Select, SimpleGrid } from "@mantine/core";

export interface SlotChoice {
  phase: number | null;
  week: number | null;
  day: number | null;
}

const range = ({ min, max }: { min: number; max: number }) =>
  Array.from({ length: max - min + 1 }, (_, i) => String(min + i));

interface PickerProps {
  label: string;
  options: string[];
  value: number | null;
  onChange: (value: number | null) => void;
}

function Picker({ label, options, value, onChange }: PickerProps) {
  return (
    <Select
      label={label}
      size="lg"
      placeholder="–"
      data={options}
      value={value === null ? null : String(value)}
      allowDeselect={false}
      onChange={(chosen) => onChange(chosen === null ? null : Number(chosen))}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** Phase (1-6), Week (1-12) and Day (1-6): the day of the program being written. */
export function DaySlotFields({ value, onChange }: { value: SlotChoice; onChange: (slot: SlotChoice) => void }) {
  return (
    <SimpleGrid cols={3} spacing="xs">
      <Picker
        label="Phase"
        options={range(PHASES)}
        value={value.phase}
        onChange={(phase) => onChange({ ...value, phase })}
      />
      <Picker
        label="Week"
        options={range(WEEKS)}
        value={value.week}
        onChange={(week) => onChange({ ...value, week })}
      />
      <Picker label="Day" options={range(DAYS)} value={value.day} onChange={(day) => onChange({ ...value, day })} />
    </SimpleGrid>
  );
}
