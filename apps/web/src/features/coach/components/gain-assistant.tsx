import { dayBody, missedDayBody } from "@ironpath/domain/coach/api.schema";
import { Stack, Text, Title } from "@mantine/core";
import { PageLoader } from "../../../components/page-loader";
import { todayLocalIso } from "../../../lib/local-date";
import { useAdjustedCalories } from "../api/get-adjusted-calories";
import { useGainInfo } from "../api/get-gain-info";
import { useGainSummary } from "../api/get-gain-summary";
import { useLogGainDay } from "../api/log-gain-day";
import { useLogGainMissedDay } from "../api/log-gain-missed-day";
import { formatDate, formatKcal } from "../format";
import { planSentence, weekSentence } from "../standing";
import { ChangeGoalsLink, Section, useMissedDay } from "./assistant-parts";
import { CoachGate, CoachProblem } from "./coach-gate";
import { GAIN_DAY_FIELDS, MISSED_DAY_FIELDS } from "./coach-form-fields";
import { ChangeFigures, Expenditure, Figure, Figures } from "./figures";
import { GainDialogs } from "./gain-dialogs";
import { Headline } from "./headline";
import { MissedDayPanel } from "./missed-day-panel";
import { DAY_SAVED, TodayLog } from "./today-log";
import { MissingDays } from "./missing-days";
import { WeightChartSection } from "./weight-chart-section";

function GainAssistantBody() {
  const date = todayLocalIso();
  const info = useGainInfo();
  const summary = useGainSummary(date);
  const adjusted = useAdjustedCalories(date);
  const logDay = useLogGainDay();
  const logMissed = useLogGainMissedDay();
  const missed = useMissedDay();

  const queries = [info, summary, adjusted];
  const failed = queries.find((q) => q.isError);
  if (failed) return <CoachProblem error={failed.error} onRetry={() => queries.map((q) => q.refetch())} />;
  if (!info.data || !summary.data || adjusted.data === undefined) return <PageLoader />;
  const gain = info.data;
  const s = summary.data;

  return (
    <Stack gap="md">
      <Headline targetLabel="Today's calorie target" target={`${formatKcal(adjusted.data)} kcal`}>
        {weekSentence("gain", s.weeksSinceStart, s.startDate)}{" "}
        {planSentence("gain", s.plannedWeightGain, s.actualWeightGain, s.trendWeight, s.standing)}
      </Headline>
      <TodayLog
        date={date}
        fields={GAIN_DAY_FIELDS}
        schema={dayBody}
        extra={() => ({ date: todayLocalIso() })}
        save={logDay.mutateAsync}
        saving={logDay.isPending}
        successText={DAY_SAVED}
      />
      <Section title="Your numbers">
        <Figures>
          <Figure label="Maintenance calories" value={`${formatKcal(gain.maintenance_calories)} kcal`} />
          <Figure
            label="Bulking calories"
            value={`${formatKcal(gain.bulk_calories)} kcal`}
            hint="Maintenance plus your surplus, before today's correction for your trend"
          />
        </Figures>
        <ChangeFigures
          kind="gain"
          planned={s.plannedWeightGain}
          expected={s.expectedWeightGain}
          expectedRange={s.expectedRange}
          actual={s.actualWeightGain}
        />
        <Expenditure expenditure={gain.expenditure} changeReason={gain.change_reason} />
        <Text size="sm" c="dark.7">
          {s.end_of_bulk ? `The bulk ends on ${formatDate(s.end_of_bulk)}.` : "The bulk has no fixed end."}
        </Text>
      </Section>
      <WeightChartSection date={date} />
      <MissingDays days={s.missingDays} onAdd={missed.openOn} />
      <MissedDayPanel
        fields={MISSED_DAY_FIELDS}
        schema={missedDayBody}
        save={logMissed.mutateAsync}
        saving={logMissed.isPending}
        phase={{ kind: "bulk", startDate: s.startDate }}
        today={date}
        open={missed.isOpen}
        date={missed.date}
        onOpen={missed.open}
        onClose={missed.close}
      />
      <ChangeGoalsLink />
      <GainDialogs summary={s} bulkCalories={gain.bulk_calories} adjusted={adjusted.data} />
    </Stack>
  );
}

/** /weight-gain-recommender: the bulk's target, planned/expected/actual gain, the day's log and the dialogs. */
export function GainAssistant() {
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Weight gain assistant
      </Title>
      <CoachGate>
        <GainAssistantBody />
      </CoachGate>
    </Stack>
  );
}
