import { Checkbox, Stack, Text, Title } from "@mantine/core";
import type { RowDraft } from "../row-values";

interface SupersetLinksProps {
  rows: readonly RowDraft[];
  /** Draft ids of the rows grouped with the row after them. */
  linked: ReadonlySet<string>;
  onToggle: (rowId: string) => void;
}

const nameOf = (row: RowDraft, index: number) => row.exerciseName.trim() || `Exercise ${index + 1}`;

/**
 * The day's supersets in the builder (decision 0055): a tick between two neighbouring exercises
 * groups them, and runs of ticks make a circuit; the log alternates them set by set, every time.
 */
export function SupersetLinks({ rows, linked, onToggle }: SupersetLinksProps) {
  if (rows.length < 2) return null;
  return (
    <Stack gap={4} component="section" aria-labelledby="builder-supersets">
      <Title order={3} fz="h5" id="builder-supersets">
        Supersets
      </Title>
      <Text size="sm" c="gray.8">
        Grouped exercises are lifted set by set in turn, with one rest after each round.
      </Text>
      {rows.slice(0, -1).map((row, index) => {
        const next = rows[index + 1] as RowDraft;
        return (
          <Checkbox
            key={row.id}
            size="md"
            py={10}
            checked={linked.has(row.id)}
            onChange={() => onToggle(row.id)}
            label={`Superset ${nameOf(row, index)} with ${nameOf(next, index + 1)}`}
          />
        );
      })}
    </Stack>
  );
}

/** Groups of positions (from 0) among `rows`: each run of rows linked to the next. */
export function groupsOf(rows: readonly RowDraft[], linked: ReadonlySet<string>): number[][] {
  const groups: number[][] = [];
  let run: number[] = [];
  rows.forEach((row, i) => {
    run.push(i);
    if (!(linked.has(row.id) && i < rows.length - 1)) {
      if (run.length > 1) groups.push(run);
      run = [];
    }
  });
  return groups;
}

/** The links that make these groups of positions among `rows`. */
export function linksOf(rows: readonly RowDraft[], groups: readonly number[][]): Set<string> {
  const links = new Set<string>();
  for (const g of groups) for (const i of g.slice(0, -1)) if (rows[i]) links.add((rows[i] as RowDraft).id);
  return links;
}
