import { Chip, Fieldset, Group } from "@mantine/core";

interface NumberChipsProps {
  legend: string;
  /** The numbers offered, in order. */
  options: readonly number[];
  value: readonly number[];
  onChange: (value: number[]) => void;
}

/** A group of numbered toggles (weeks or days), thumb-sized, any number of them on. */
export function NumberChips({ legend, options, value, onChange }: NumberChipsProps) {
  return (
    <Fieldset legend={legend} p="xs" variant="unstyled" styles={{ legend: { fontWeight: 700 } }}>
      <Chip.Group
        multiple
        value={value.map(String)}
        onChange={(chosen) => onChange(chosen.map(Number).sort((a, b) => a - b))}
      >
        <Group gap={6}>
          {options.map((n) => (
            <Chip key={n} value={String(n)} size="lg" styles={{ label: { minHeight: 44, minWidth: 52 } }}>
              {n}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Fieldset>
  );
}

export const numbers = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, i) => min + i);
