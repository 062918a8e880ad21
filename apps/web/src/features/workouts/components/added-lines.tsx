import type { ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { Button, Group } from "@mantine/core";
import type { SavedSet } from "../saved-entries";
import { MAX_SETS } from "../set-plan";
import type { CardLines } from "./use-card-lines";

interface AddedLinesProps {
  row: Pick<ExerciseRow, "sets">;
  /** The set lines the card shows. */
  shown: number;
  savedSets: readonly SavedSet[];
  lines: CardLines;
}

/**
 * 'Add a set' below a card's lines, and, while its last line is one the lifter added and nothing is
 * saved on it, a way to take that line off again (a superset's rounds follow, decision 0077).
 */
export function AddedLines({ row, shown, savedSets, lines }: AddedLinesProps) {
  const lastSaved = savedSets.some((s) => s.set === shown);
  const removable = shown > row.sets && !lastSaved && lines.added > 0;
  if (shown >= MAX_SETS && !removable) return null;
  return (
    <Group gap="xs">
      {shown < MAX_SETS && (
        // The note button's inset (set-by-set.module.css): 'Add a note' above starts on the same line.
        <Button variant="subtle" size="md" h={44} px="xs" onClick={() => lines.setAdded(shown - row.sets + 1)}>
          Add a set
        </Button>
      )}
      {removable && (
        <Button
          variant="subtle"
          color="red"
          size="md"
          h={44}
          px="xs"
          // The subtle variant's red is 3.3:1 on white: its darkest shade reads at 4.5:1 or more.
          style={{ color: "var(--mantine-color-red-9)" }}
          onClick={() => lines.setAdded(shown - row.sets - 1)}
        >
          Remove set {shown}
        </Button>
      )}
    </Group>
  );
}
