import { Stack, Title } from "@mantine/core";
import { LiftChartSection } from "../../features/history/components/lift-chart-section";
import { SessionList } from "../../features/history/components/session-list";

/** /history: a lift's estimated 1RM over time, then past sessions newest first, each set correctable. */
export function HistoryRoute() {
  return (
    <Stack gap="md" maw={560} mx="auto">
      <Title order={1}>History</Title>
      <LiftChartSection />
      <SessionList />
    </Stack>
  );
}
