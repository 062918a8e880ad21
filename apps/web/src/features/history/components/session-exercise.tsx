import type { HistorySession, HistorySet } from "@ironpath/domain/training/history-api.schema";
import { Button, Group, Stack, Text } from "@mantine/core";
import { warmUpLabel } from "@ironpath/domain/training/warm-ups";
import { weightWords } from "../../../lib/weight-unit";
import { setFigures, setLabel } from "../format";

/** An exercise of a session: its sets in order (none when it was only warmed up). */
export interface ExerciseSets {
  exercise: string;
  sets: HistorySet[];
}

interface SessionExerciseProps {
  session: HistorySession;
  group: ExerciseSets;
  /** Its place in a superset ("A1"), shown before its name; absent when it was lifted alone. */
  label?: string;
  /** The session's date in words, for the Edit buttons' names. */
  date: string;
  savedId: string | null;
  onEdit: (set: HistorySet, session: HistorySession) => void;
}

/** The lifter's note on an exercise (set null) or one of its sets that day (decision 0066). */
const noteOf = (session: HistorySession, exercise: string, set: number | null): string | undefined =>
  session.notes?.find((n) => n.exercise === exercise && n.set === set)?.note;

const SAID = { overflowWrap: "anywhere", whiteSpace: "pre-wrap" } as const;

/**
 * One exercise as lifted: its name (and the one written, when it was swapped in: decision 0093),
 * its note, warm-ups and sets, each set with a way to correct it.
 */
export function SessionExercise({ session, group, label, date, savedId, onEdit }: SessionExerciseProps) {
  // By the swap's own sets (decision 0099); by name only on a page kept from before it had them.
  const swappedFrom = session.swapped?.find((s) =>
    s.setIds ? group.sets.some((set) => s.setIds?.includes(set.id)) : s.to === group.exercise,
  )?.from;
  return (
    <Stack gap="xs">
      <div>
        <Text fw={700}>{label ? `${label} ${group.exercise}` : group.exercise}</Text>
        {swappedFrom && (
          <Text size="sm" c="gray.7">
            Swapped in for {swappedFrom}
          </Text>
        )}
      </div>
      {noteOf(session, group.exercise, null) && (
        <Text size="sm" fs="italic" style={SAID}>
          Note: “{noteOf(session, group.exercise, null)}”
        </Text>
      )}
      {(session.warmUps ?? [])
        .filter((w) => w.exercise === group.exercise)
        .map((w) => (
          <Text key={`w${w.set}`} size="sm" c="gray.7">
            {warmUpLabel(w.set)} · warm-up · {w.reps} rep{w.reps === 1 ? "" : "s"} · {weightWords(w.weight, w.unit)}
          </Text>
        ))}
      {group.sets.map((set) => (
        <Group key={set.id} justify="space-between" wrap="nowrap" gap="sm">
          <div>
            <Text size="sm" c="gray.7">
              {setLabel(set)}
              {set.id === savedId && (
                <Text span size="sm" c="green.9" fw={700} role="status">
                  {" "}
                  · Saved
                </Text>
              )}
            </Text>
            <Text>{setFigures(set)}</Text>
            {set.set !== null && noteOf(session, group.exercise, set.set) && (
              <Text size="sm" fs="italic" style={SAID}>
                “{noteOf(session, group.exercise, set.set)}”
              </Text>
            )}
          </div>
          <Button
            variant="light"
            size="md"
            miw={72}
            h={44}
            aria-label={`Edit ${group.exercise}, ${setLabel(set).toLowerCase()}, ${date}`}
            onClick={() => onEdit(set, session)}
          >
            Edit
          </Button>
        </Group>
      ))}
      {/* A set's note whose set was not logged (a day of notes alone, decision 0103) is still said. */}
      {(session.notes ?? [])
        .filter((n) => n.exercise === group.exercise && n.set !== null && !group.sets.some((s) => s.set === n.set))
        .map((n) => (
          <Text key={`n${n.set}`} size="sm" fs="italic" style={SAID}>
            Set {n.set}: “{n.note}”
          </Text>
        ))}
    </Stack>
  );
}
