import { Stack, Title } from "@mantine/core";
import { SessionList } from "../../features/history/components/session-list";

/** /history: past sessions newest first, each set correctable; a lift's estimated 1RM over time. */
export function HistoryRoute() {
  return (
    <Stack gap="md" maw={560} mx="auto">
      <Title order={1}>History</Title>
      <SessionList />
    </Stack>
  );
}
