import { NOTES_MAX_LENGTH } from "@ironpath/domain/programs/program-row.schema";
import { type ValidatedRowField, takesPercent1RM } from "@ironpath/domain/programs/row-rules";
import { Button, Card, Group, Select, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from "@mantine/core";
import { FIELD_LABELS, type RowDraft, type RowField, fieldProblem, missingInRow, withExercise } from "../row-values";
import { errorShownElsewhere } from "../../../components/error-shown-elsewhere";
import { NUMBER_TEXT_MAX_LENGTH } from "../../../lib/number-text";
import { ExerciseUnitSelect } from "./exercise-unit-select";

/** At least 44 px: easy to hit with a thumb. */
const TAP = 44;
const MESSAGE_COLOR = "red.9";

interface RowCardProps {
  row: RowDraft;
  index: number;
  count: number;
  exercises: readonly string[];
  onChange: (row: RowDraft) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

const INPUT_MODES: Partial<Record<ValidatedRowField, "numeric" | "decimal">> = { warmUp: "numeric", sets: "numeric" };

interface RuledInputProps {
  row: RowDraft;
  field: ValidatedRowField;
  disabled?: boolean;
  onChange: (value: string) => void;
}

/**
 * One ruled field: its text kept as typed (decision 0030: "3.5" rest is refused, not read as 35),
 * red while it breaks the rule, its message (shown below the grid) its description.
 */
function RuledInput({ row, field, disabled, onChange }: RuledInputProps) {
  const problem = fieldProblem(field, row[field]);
  return (
    <TextInput
      label={FIELD_LABELS[field]}
      size="md"
      value={row[field]}
      disabled={disabled}
      inputMode={INPUT_MODES[field]}
      autoComplete="off"
      maxLength={NUMBER_TEXT_MAX_LENGTH}
      withAsterisk={field === "sets" || field === "reps"}
      // Its message shows below the grid; the field is described by it (and marked invalid).
      error={errorShownElsewhere(problem)}
      placeholder={disabled ? "–" : undefined}
      // Labels of one or two lines ("Warm-up Sets" wraps at 375 px): the inputs line up at the bottom.
      styles={{
        root: { display: "flex", flexDirection: "column", justifyContent: "flex-end" },
        // The red border marks the field; the text stays at full contrast (the message says why).
        input: { minHeight: TAP, color: "var(--mantine-color-text)" },
      }}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

/** The messages of `fields` that break a rule, word for word, full width under their line of fields. */
function RowMessages({ row, fields }: { row: RowDraft; fields: readonly ValidatedRowField[] }) {
  const problems = fields.flatMap((field) => {
    const problem = fieldProblem(field, row[field]);
    return problem ? [{ field, problem }] : [];
  });
  if (problems.length === 0) return null;
  return (
    <Stack gap={4}>
      {problems.map(({ field, problem }) => (
        <Text key={field} size="sm" c={MESSAGE_COLOR}>
          <Text span fw={700} inherit>
            {FIELD_LABELS[field]}:
          </Text>{" "}
          <span>{problem}</span>
        </Text>
      ))}
    </Stack>
  );
}

const PRESCRIPTION: readonly ValidatedRowField[] = ["warmUp", "sets", "reps"];
const INTENSITY: readonly ValidatedRowField[] = ["rpe", "percent1RM", "rest"];

/** One exercise of the day as a card: what to do, and buttons to move or remove it. */
export function RowCard({ row, index, count, exercises, onChange, onMove, onRemove }: RowCardProps) {
  const titleId = `${row.id}-title`;
  const set = (field: RowField, value: string) => onChange({ ...row, [field]: value });
  const options =
    row.exerciseName && !exercises.includes(row.exerciseName) ? [row.exerciseName, ...exercises] : exercises;
  const takesPercent = takesPercent1RM(row.exerciseName);
  const missing = missingInRow(row);

  return (
    <Card component="article" aria-labelledby={titleId} withBorder radius="md" padding="sm">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={3} fz="h4" id={titleId}>
            Exercise {index + 1}
          </Title>
          <Group gap={6} wrap="nowrap">
            <Button
              variant="default"
              h={TAP}
              w={TAP}
              p={0}
              aria-label={`Move exercise ${index + 1} up`}
              disabled={index === 0}
              onClick={() => onMove(-1)}
            >
              ↑
            </Button>
            <Button
              variant="default"
              h={TAP}
              w={TAP}
              p={0}
              aria-label={`Move exercise ${index + 1} down`}
              disabled={index === count - 1}
              onClick={() => onMove(1)}
            >
              ↓
            </Button>
            <Button
              variant="outline"
              color="red.9"
              h={TAP}
              px="sm"
              aria-label={`Remove exercise ${index + 1}`}
              onClick={onRemove}
            >
              Remove
            </Button>
          </Group>
        </Group>
        <Select
          label="Exercise"
          placeholder="Search exercises"
          size="md"
          searchable
          withAsterisk
          data={options}
          value={row.exerciseName || null}
          nothingFoundMessage="No such exercise: add it with 'Add Exercise' below"
          onChange={(name) => onChange(withExercise(row, name ?? ""))}
          comboboxProps={{ withinPortal: true }}
          styles={{ input: { minHeight: TAP } }}
        />
        {row.exerciseName && <ExerciseUnitSelect exerciseName={row.exerciseName} />}
        <SimpleGrid cols={3} spacing="xs">
          <RuledInput row={row} field="warmUp" onChange={(v) => set("warmUp", v)} />
          <RuledInput row={row} field="sets" onChange={(v) => set("sets", v)} />
          <RuledInput row={row} field="reps" onChange={(v) => set("reps", v)} />
        </SimpleGrid>
        <RowMessages row={row} fields={PRESCRIPTION} />
        <SimpleGrid cols={3} spacing="xs">
          <RuledInput row={row} field="rpe" onChange={(v) => set("rpe", v)} />
          <RuledInput row={row} field="percent1RM" disabled={!takesPercent} onChange={(v) => set("percent1RM", v)} />
          <RuledInput row={row} field="rest" onChange={(v) => set("rest", v)} />
        </SimpleGrid>
        <RowMessages row={row} fields={INTENSITY} />
        <Textarea
          label="Notes"
          size="md"
          rows={2}
          maxLength={NOTES_MAX_LENGTH}
          value={row.notes}
          onChange={(event) => set("notes", event.currentTarget.value)}
        />
        {missing.length > 0 && (
          <Text size="sm" c="gray.8">
            {missing.map((m) => `${m}.`).join(" ")}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
