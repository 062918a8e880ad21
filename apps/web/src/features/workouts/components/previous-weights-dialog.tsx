import { Alert, Loader, Modal, Stack, Table, Text } from "@mantine/core";
import { usePreviousWeights } from "../api/get-previous-weights";
import { usePhoneLayout } from "./use-phone-layout";

interface PreviousWeightsDialogProps {
  opened: boolean;
  onClose: () => void;
  program: string;
  exerciseName: string;
}

/** 'Advanced Weight Retrieval': the user's past weights, RPE and reps for this exercise. */
export function PreviousWeightsDialog({ opened, onClose, program, exerciseName }: PreviousWeightsDialogProps) {
  const phone = usePhoneLayout();
  const history = usePreviousWeights(exerciseName, program, opened);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Advanced Weight Retrieval"
      fullScreen={phone}
      closeButtonProps={{ "aria-label": "Close previous weights", size: "lg" }}
    >
      <Stack gap="sm">
        <Text fw={700}>{exerciseName}</Text>
        {history.isPending && <Loader size="sm" aria-label="Loading previous weights" />}
        {history.isError && (
          <Alert color="red" variant="light" role="alert" p="sm">
            {history.error.message}
          </Alert>
        )}
        {history.data?.length === 0 && <Text c="dimmed">No previous entries.</Text>}
        {history.data && history.data.length > 0 && (
          <Table striped fz="md" verticalSpacing="xs" horizontalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Date</Table.Th>
                <Table.Th>Weight</Table.Th>
                <Table.Th>RPE</Table.Th>
                <Table.Th>Reps</Table.Th>
                <Table.Th>Set</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.data.map((p, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list in the server's order.
                <Table.Tr key={i}>
                  <Table.Td>{p.date}</Table.Td>
                  <Table.Td>{p.weight} lbs</Table.Td>
                  <Table.Td>{p.rpe_actual ?? "–"}</Table.Td>
                  <Table.Td>{p.reps_performed}</Table.Td>
                  <Table.Td>{p.set ?? "All"}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Modal>
  );
}
