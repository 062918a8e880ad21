import { Alert, Loader, Modal, Stack, Table, Text } from "@mantine/core";
import { type PreviousPerformance, usePreviousWeights } from "../api/get-previous-weights";
import { type WeightUnit, currentUnit, weightWords } from "../../../lib/weight-unit";
import { usePhoneLayout } from "./use-phone-layout";

interface PreviousWeightsDialogProps {
  opened: boolean;
  onClose: () => void;
  program: string;
  exerciseName: string;
  /** The exercise's own unit (decision 0081); the lifter's when absent. */
  unit?: WeightUnit | undefined;
}

interface Session {
  date: string;
  program: string;
  entries: PreviousPerformance[];
}

/** The server's list (newest session first, each one's sets in order) cut into its sessions. */
export function previousSessionsOf(performances: readonly PreviousPerformance[]): Session[] {
  const sessions: Session[] = [];
  for (const p of performances) {
    const last = sessions.at(-1);
    if (last && last.date === p.date && last.program === p.routine_name) last.entries.push(p);
    else sessions.push({ date: p.date, program: p.routine_name, entries: [p] });
  }
  return sessions;
}

/** One session: its date and program as the caption, then set, reps, RPE and weight. */
function SessionTable({ session, unit }: { session: Session; unit: WeightUnit }) {
  return (
    <Table striped fz="md" verticalSpacing="xs" horizontalSpacing={6} captionSide="top">
      <Table.Caption ta="left" fw={700} c="var(--mantine-color-text)" fz="md" mb={4}>
        {session.date} · {session.program}
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Set</Table.Th>
          <Table.Th>Reps</Table.Th>
          <Table.Th>RPE</Table.Th>
          <Table.Th>Weight</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {session.entries.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list in the server's order.
          <Table.Tr key={i}>
            <Table.Td>{p.set ?? "All"}</Table.Td>
            <Table.Td>{p.reps_performed}</Table.Td>
            <Table.Td>{p.rpe_actual ?? "–"}</Table.Td>
            <Table.Td>{weightWords(p.weight, unit)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * 'Advanced Weight Retrieval': the user's past weights, RPE and reps for this exercise, by session
 * (date and program), the newest first, each session's sets in order.
 */
export function PreviousWeightsDialog({ opened, onClose, program, exerciseName, unit }: PreviousWeightsDialogProps) {
  const phone = usePhoneLayout();
  const history = usePreviousWeights(exerciseName, program, opened);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Advanced Weight Retrieval"
      fullScreen={phone}
      closeButtonProps={{ "aria-label": "Close previous weights", size: "xl" }}
    >
      <Stack gap="md">
        <Text fw={700}>{exerciseName}</Text>
        {history.isPending && <Loader size="sm" aria-label="Loading previous weights" />}
        {history.isError && (
          <Alert color="red" variant="light" role="alert" p="sm">
            {history.error.message}
          </Alert>
        )}
        {history.data?.length === 0 && <Text c="dimmed">No previous entries.</Text>}
        {history.data &&
          previousSessionsOf(history.data).map((session) => (
            <SessionTable key={`${session.date} ${session.program}`} session={session} unit={unit ?? currentUnit()} />
          ))}
      </Stack>
    </Modal>
  );
}
