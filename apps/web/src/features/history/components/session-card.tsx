import type { HistorySession, HistorySet } from "@ironpath/domain/training/history-api.schema";
import { dayBlocks, memberLabel } from "@ironpath/domain/training/supersets";
import { Button, Paper, Stack, Text, Title } from "@mantine/core";
import { formatDuration } from "../../../lib/duration-words";
import { formatDate, setCount } from "../format";
import { type ExerciseSets, SessionExercise } from "./session-exercise";
import { SupersetGroup } from "./superset-group";

interface SessionCardProps {
  session: HistorySession;
  /** The set saved a moment ago, which says so. */
  savedId: string | null;
  onEdit: (set: HistorySet, session: HistorySession) => void;
  /** A workout with no program: 'Save as a program day' (decision 0051). */
  onSaveAsDay?: (session: HistorySession) => void;
}

/**
 * Consecutive sets of one exercise, in the day's order; then each exercise only warmed up or noted,
 * with no set (decisions 0077, 0103), so its warm-ups and notes are seen too. Each is known by its
 * name, as a superset of the session names its exercises (decision 0093).
 */
function exercisesOf(session: HistorySession): (ExerciseSets & { exerciseId: string })[] {
  const groups: (ExerciseSets & { exerciseId: string })[] = [];
  for (const set of session.sets) {
    const last = groups.at(-1);
    if (last?.exercise === set.exercise) last.sets.push(set);
    else groups.push({ exercise: set.exercise, exerciseId: set.exercise, sets: [set] });
  }
  for (const { exercise } of [...(session.warmUps ?? []), ...(session.notes ?? [])]) {
    if (!groups.some((g) => g.exercise === exercise)) groups.push({ exercise, exerciseId: exercise, sets: [] });
  }
  return groups;
}

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
  const shared = { session, date, savedId, onEdit };
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
          {/* A day of notes alone has no count to give (decision 0103). */}
          {session.sets.length + (session.warmUps?.length ?? 0) > 0 && (
            <Text size="sm" c="gray.7">
              {setCount(session.sets, session.warmUps?.length ?? 0)}
            </Text>
          )}
          {/* Known from two saves apart; an import's is not (decision 0093). */}
          {session.durationSeconds ? (
            <Text size="sm" c="gray.7">
              Duration {formatDuration(session.durationSeconds)}
            </Text>
          ) : null}
        </div>
        {dayBlocks(exercisesOf(session), session.groups ?? []).map((block, i) =>
          block.kind === "single" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a day may hold one exercise twice; blocks keep their order.
            <SessionExercise key={i} group={block.row} {...shared} />
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: blocks keep the day's order.
            <SupersetGroup key={i} index={block.index} size={block.rows.length}>
              {block.rows.map((row, m) => (
                <SessionExercise key={row.exercise} group={row} label={memberLabel(block.index, m)} {...shared} />
              ))}
            </SupersetGroup>
          ),
        )}
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
