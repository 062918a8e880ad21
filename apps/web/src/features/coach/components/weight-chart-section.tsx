import { Paper, Stack, Text, Title } from "@mantine/core";
import { Suspense, lazy } from "react";
import { PageLoader } from "../../../components/page-loader";
import { useHistory } from "../api/get-history";
import { formatLb } from "../format";
import { unitNow } from "../../../lib/weight-unit";

const WeightChart = lazy(async () => ({ default: (await import("./weight-chart")).WeightChart }));

/** The trend chart of a coach screen, with a sentence for those who cannot see it. */
export function WeightChartSection({ date }: { date: string }) {
  const history = useHistory(date);
  const days = history.data ?? [];
  const weighed = days.filter((d) => d.weight !== null);
  const last = [...days].reverse().find((d) => d.trend !== null);

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Your weight
        </Title>
        {history.isPending && <PageLoader />}
        {history.isError && <Text c="red.9">The chart could not be loaded: {history.error.message}</Text>}
        {history.isSuccess && weighed.length === 0 && <Text c="gray.7">Log your weight to see your trend here.</Text>}
        {weighed.length > 0 && (
          <>
            <Text size="sm" c="gray.7">
              {weighed.length} weigh-in{weighed.length === 1 ? "" : "s"} (dots), the trend that smooths out day-to-day
              water (line){last?.trend != null ? `, now ${formatLb(last.trend, 1)} ${unitNow()}` : ""}, and the plan
              (dashed).
            </Text>
            <div aria-hidden="true">
              <Suspense fallback={<PageLoader />}>
                <WeightChart days={days} />
              </Suspense>
            </div>
          </>
        )}
      </Stack>
    </Paper>
  );
}
