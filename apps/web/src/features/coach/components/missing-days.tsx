import { Alert, Button, Group, Text } from "@mantine/core";
import { formatDay } from "../format";

/** The most recent missing days offered as buttons; older ones are counted. */
const SHOWN = 7;

interface MissingDaysProps {
  days: readonly string[];
  onAdd: (date: string) => void;
}

/**
 * Days without a log, flagged: the expected change counts each as the target intake (docs/coach-model.md
 * item 5), so the screen says so and offers each to be added.
 */
export function MissingDays({ days, onAdd }: MissingDaysProps) {
  if (days.length === 0) return null;
  const recent = [...days].sort().reverse().slice(0, SHOWN);
  const count = days.length === 1 ? "1 day has" : `${days.length} days have`;
  return (
    // Dark text on pale yellow: the palette's yellow title would not reach 4.5:1.
    <Alert
      color="yellow"
      variant="light"
      title="Missing days"
      styles={{ title: { color: "var(--mantine-color-dark-9)" } }}
    >
      <Text size="sm" mb="xs">
        {count} no log. The expected change counts them as your target intake: add them if you ate otherwise.
      </Text>
      <Group gap="xs">
        {recent.map((day) => (
          <Button key={day} size="md" mih={44} variant="white" color="dark" onClick={() => onAdd(day)}>
            Add {formatDay(day)}
          </Button>
        ))}
      </Group>
      {days.length > SHOWN && (
        <Text size="sm" mt="xs">
          and {days.length - SHOWN} earlier.
        </Text>
      )}
    </Alert>
  );
}
