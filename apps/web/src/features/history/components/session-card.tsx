import type { HistorySession, HistorySet } from "@ironpath/domain/training/history-api.schema";
import { Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { warmUpLabel } from "@ironpath/domain/training/warm-ups";
import { weightWords } from "../../../lib/weight-unit";
import { formatDate, setCount, setFigures, setLabel } from "../format";

interface SessionCardProps {
  session: HistorySession;
  /** The set saved a moment ago, which says so. */
  savedId: string | null;
  onEdit: (set: HistorySet, session: HistorySession) => void;
  /** A workout with no program: 'Save as a program day' (decision 0051). */
  onSaveAsDay?: (session: HistorySession) => void;
}

/**
 * Consecutive sets of one exercise, in the day's order; then each exercise only warmed up, with no
 * set (decision 0077), so its warm-ups are seen too.
 */
function byExercise(session: HistorySession): { exercise: string; sets: HistorySet[] }[] {
  const groups: { exercise: string; sets: HistorySet[] }[] = [];
  for (const set of session.sets) {
    const last = groups.at(-1);
    if (last?.exercise === set.exercise) last.sets.push(set);
    else groups.push({ exercise: set.exercise, sets: [set] });
  }
  for (const { exercise } of session.warmUps ?? []) {
    if (!groups.some((g) => g.exercise === exercise)) groups.push({ exercise, sets: [] });
  }
  return groups;
}

/** The lifter's note on an exercise (set null) or one of its sets that day (decision 0066). */
const noteOf = (session: HistorySession, exercise: string, set: number | null): string | undefined =>
  session.notes?.find((n) => n.exercise === exercise && n.set === set)?.note;

const SAID = { overflowWrap: "anywhere", whiteSpace: "pre-wrap" } as const;

/** Where a session came from: a program's day, an import, or a workout of the lifter's own. */
function sessionPlace(session: HistorySession): string {
  if (session.kind === "history") return session.program;
  if (session.kind === "freestyle") return "Workout with no program";
  return `Phase ${session.phase} · Week ${session.week} · Day ${session.day}`;
}

/** The day's exercises skipped or not done (decision 0068), said as the finish screen says them. */
function Outcome({ id, title, names }: { id: string; title: string; names: readonly string[] }) {
  if (names.length === 0) return null;
  return (
    <Stack gap={2}>
      <Text fw={700} id={id}>
        {title}
      </Text>
      <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: "none" }} aria-labelledby={id}>
        {names.map((name, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a day may list one exercise twice.
          <Text component="li" key={i}>
            {name}
          </Text>
        ))}
      </Stack>
    </Stack>
  );
}

/** One session: its date, program and day, and every set with a way to correct it. */
export function SessionCard({ session, savedId, onEdit, onSaveAsDay }: SessionCardProps) {
  const date = formatDate(session.date);
  // An imported workout or one with no program shows its own name, not a program's day (decision 0051).
  const title = session.workout ?? session.program;
  return (
    <Paper component="article" aria-label={`${date}, ${title}`} withBorder radius="md" p="md">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            {date}
          </Title>
          <Text>{title}</Text>
          <Text size="sm" c="gray.7">
            {sessionPlace(session)}
          </Text>
          <Text size="sm" c="gray.7">
            {setCount(session.sets, session.warmUps?.length ?? 0)}
          </Text>
        </div>
        {byExercise(session).map((group, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a day may hold one exercise twice; groups keep their order.
          <Stack key={i} gap="xs">
            <Text fw={700}>{group.exercise}</Text>
            {noteOf(session, group.exercise, null) && (
              <Text size="sm" fs="italic" style={SAID}>
                Note: “{noteOf(session, group.exercise, null)}”
              </Text>
            )}
            {(session.warmUps ?? [])
              .filter((w) => w.exercise === group.exercise)
              .map((w) => (
                <Text key={`w${w.set}`} size="sm" c="gray.7">
                  {warmUpLabel(w.set)} · warm-up · {w.reps} rep{w.reps === 1 ? "" : "s"} ·{" "}
                  {weightWords(w.weight, w.unit)}
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
          </Stack>
        ))}
        {/* A page kept from before decision 0068 (offline) has neither list. */}
        <Outcome id={`${session.key}-skipped`} title="Skipped" names={session.skipped ?? []} />
        <Outcome id={`${session.key}-not-done`} title="Not done" names={session.notDone ?? []} />
        {session.kind === "freestyle" && onSaveAsDay && (
          <Button
            variant="outline"
            h={44}
            onClick={() => onSaveAsDay(session)}
            aria-label={`Save ${title} as a program day`}
          >
            Save as a program day
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
