import { ACTIVITY_LEVELS } from "@ironpath/domain/coach/units";
import { Select } from "@mantine/core";

const OPTIONS = ACTIVITY_LEVELS.map((level) => ({ value: String(level.multiplier), label: level.label }));

interface ActivitySelectProps {
  value: string | null;
  error?: string;
  onChange: (value: string | null) => void;
}

/** The product's five activity levels; the value is the multiplier the wire carries. */
export function ActivitySelect({ value, error, onChange }: ActivitySelectProps) {
  return (
    <Select
      label="Activity level"
      placeholder="Choose your activity level"
      data={OPTIONS}
      value={value}
      onChange={onChange}
      error={error}
      size="lg"
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
