import { Alert, Loader, Progress, Stack, Table, Text, Title } from "@mantine/core";
import { useWeekVolume } from "../api/get-week-volume";

interface WeekVolumeProps {
  program: string;
  phase: number;
  week: number;
}

/** Hard sets per muscle group over the week's saved days: the volume being written. */
export function WeekVolume({ program, phase, week }: WeekVolumeProps) {
  const volume = useWeekVolume(program, phase, week);
  const rows = [...(volume.data ?? [])].filter((m) => m.sets > 0).sort((a, b) => b.sets - a.sets);
  const most = rows[0]?.sets ?? 0;

  return (
    <Stack gap="xs" component="section" aria-labelledby="week-volume-title">
      <Title order={2} fz="h3" id="week-volume-title">
        Hard sets this week
      </Title>
      <Text size="sm" c="gray.8">
        Working sets per muscle group in Phase {phase} · Week {week}, from the saved days.
      </Text>
      {volume.isPending && <Loader size="sm" aria-label="Loading the week's sets" />}
      {volume.isError && (
        <Alert color="red" variant="light" role="alert" p="sm">
          The week's sets could not be loaded. {volume.error.message}
        </Alert>
      )}
      {volume.isSuccess && rows.length === 0 && <Text c="gray.8">No saved days in this week yet.</Text>}
      {rows.length > 0 && (
        <Table fz="md" verticalSpacing={4} horizontalSpacing="xs" aria-label="Hard sets per muscle group">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Muscle group</Table.Th>
              <Table.Th ta="right">Sets</Table.Th>
              <Table.Th w="35%" aria-hidden="true" />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((m) => (
              <Table.Tr key={m.muscle}>
                <Table.Td>{m.muscle}</Table.Td>
                <Table.Td ta="right" fw={700}>
                  {m.sets}
                </Table.Td>
                <Table.Td aria-hidden="true">
                  <Progress value={(m.sets / most) * 100} size="md" />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
