import { PROGRAM_NAME_MAX_LENGTH } from "@ironpath/domain/programs/builder-api.schema";
import { Autocomplete } from "@mantine/core";
import { programNameProblem } from "../row-values";

interface ProgramNameFieldProps {
  value: string;
  names: readonly string[];
  disabled?: boolean;
  onChange: (value: string) => void;
  /** The lifter chose a program or left the field: the name to build under. */
  onCommit: (value: string) => void;
}

/** 'Program Name': an editable dropdown of the lifter's programs; a new name is a new program. */
export function ProgramNameField({ value, names, disabled, onChange, onCommit }: ProgramNameFieldProps) {
  return (
    <Autocomplete
      label="Program Name"
      description="Choose one of your programs, or type a new name"
      placeholder="e.g. My Strength Block"
      size="lg"
      data={[...names]}
      value={value}
      disabled={disabled}
      // Typing past the limit is allowed so the message can say why; the schema refuses it.
      maxLength={PROGRAM_NAME_MAX_LENGTH + 20}
      error={programNameProblem(value)}
      onChange={onChange}
      onOptionSubmit={(chosen) => {
        onChange(chosen);
        onCommit(chosen);
      }}
      onBlur={(event) => onCommit(event.currentTarget.value)}
      comboboxProps={{ withinPortal: true }}
      styles={{
        description: { color: "var(--mantine-color-gray-7)" },
        error: { color: "var(--mantine-color-red-9)", fontSize: "var(--mantine-font-size-sm)" },
      }}
    />
  );
}
