import { groupRest } from "@ironpath/domain/training/supersets";
import type { ExerciseRow } from "@ironpath/domain/training/workout-api.schema";
import { Button, Stack, Title } from "@mantine/core";
import { type ReactNode, useId } from "react";
import { SupersetBar } from "../../../components/superset-bar";
import type { SavedEntries } from "../saved-entries";
import { type DaySupersetsState, type GroupBlock, groupLetter } from "./use-supersets";

interface SupersetBlockProps {
  /** The whole group (the next set is found among all its exercises, shown or not). */
  block: GroupBlock;
  supersets: DaySupersetsState;
  savedFor: (row: ExerciseRow) => SavedEntries;
  /** The group's cards, as the log draws them. */
  children: ReactNode;
}

/** The first field of a set line (set-by-set.tsx), where the lifter goes next. */
function goTo(exerciseId: string, set: number) {
  const card = document.querySelector(`[data-exercise-id="${CSS.escape(exerciseId)}"]`);
  const line = card?.querySelector<HTMLElement>(`fieldset[aria-label="Set ${set}"]`);
  const field = line?.querySelector<HTMLInputElement>("input");
  (line ?? card)?.scrollIntoView({ block: "center" });
  field?.focus({ preventScroll: true });
}

/**
 * A superset or circuit as one block of the day (decision 0055): its cards one after the other,
 * labelled A1, A2…, under a head that says which set comes next in round order (A1 set 1, A2 set
 * 1, A1 set 2…) and takes the lifter there. One rest follows each round (use-supersets.ts).
 */
export function SupersetBlock({ block, supersets, savedFor, children }: SupersetBlockProps) {
  const titleId = useId();
  const letter = groupLetter(block);
  const next = supersets.nextOf(block, savedFor);
  // The sets on its cards, added or taken off while lifting, not only those written (decision 0077).
  const rounds = supersets.roundsOf(block, savedFor);
  const rest = groupRest(block.rows.map((r) => ({ minRest: r.min_rest, maxRest: r.max_rest })));
  const range = rest.minRest === rest.maxRest ? `${rest.maxRest} min` : `${rest.minRest}-${rest.maxRest} min`;
  const restText = rest.maxRest > 0 ? `${range} rest after each` : "no rest between rounds";
  return (
    <SupersetBar labelledBy={titleId} gap="sm">
      <Stack gap={4}>
        <Title order={2} fz="h4" id={titleId}>
          Superset {letter}
        </Title>
        <p style={{ margin: 0 }}>
          {block.rows.length} exercises, set by set in turn; {rounds} {rounds === 1 ? "round" : "rounds"}, {restText}.
        </p>
        <p style={{ margin: 0, fontWeight: 700 }} aria-live="polite">
          {next ? `Next: ${next.label} ${next.row.exercise_name}, set ${next.set}` : `Superset ${letter} is done`}
        </p>
        {next && (
          <Button
            variant="light"
            size="md"
            h={44}
            style={{ alignSelf: "flex-start" }}
            onClick={() => goTo(next.row.exerciseId, next.set)}
          >
            Go to {next.label} set {next.set}
          </Button>
        )}
      </Stack>
      {children}
    </SupersetBar>
  );
}
