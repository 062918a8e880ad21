import { Button, Paper, Stack, Text } from "@mantine/core";

interface SaveBarProps {
  problems: readonly string[];
  dirty: boolean;
  saving: boolean;
  /** The last save's words, while nothing changed since. */
  savedText: string | null;
  /** Kept at the bottom of the screen; off while the lifter types (the keyboard is up). */
  floating: boolean;
  onSave: () => void;
}

/** Stays at the bottom of the screen: 'Add Program Day' and whether the day is saved, always in view. */
export function SaveBar({ problems, dirty, saving, savedText, floating, onSave }: SaveBarProps) {
  let status: { text: string; color: string };
  if (saving) status = { text: "Saving the day…", color: "gray.8" };
  else if (problems.length > 0)
    status = {
      text: `${problems.length} ${problems.length === 1 ? "thing" : "things"} to do before adding this day (listed above)`,
      color: "red.9",
    };
  else if (dirty) status = { text: "Unsaved changes", color: "orange.9" };
  else status = { text: savedText ?? "Saved", color: "green.9" };

  return (
    <Paper
      withBorder
      shadow="md"
      p="sm"
      radius={0}
      style={{
        position: floating ? "sticky" : "static",
        bottom: 0,
        zIndex: 3,
        marginInline: "calc(var(--mantine-spacing-md) * -1)",
      }}
    >
      <Stack gap={6}>
        <Text size="sm" fw={600} c={status.color} role="status">
          {status.text}
        </Text>
        <Button size="lg" fullWidth onClick={onSave} loading={saving} disabled={problems.length > 0}>
          Add Program Day
        </Button>
      </Stack>
    </Paper>
  );
}
