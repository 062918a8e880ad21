import { Stack, Title } from "@mantine/core";
import { PageLoader } from "../../../components/page-loader";
import { todayLocalIso } from "../../../lib/local-date";
import { useLogDay, useLogMissedDay } from "../api/log-day";
import { type CoachPhase, PHASES } from "../phases";
import { ChangeGoalsLink, Section, useMissedDay } from "./assistant-parts";
import { CoachGate, CoachProblem } from "./coach-gate";
import { useGainView } from "./gain-view";
import { useLossView } from "./loss-view";
import { useMaintenanceView } from "./maintenance-view";
import { Headline } from "./headline";
import { MissedDayPanel } from "./missed-day-panel";
import { MissingDays } from "./missing-days";
import { PHASE_FORMS } from "./phase-forms";
import type { PhaseView } from "./phase-view";
import { TodayLog } from "./today-log";
import { WeightChartSection } from "./weight-chart-section";

/** Each phase's reads and figures (a route shows one phase, so the hook a page calls never changes). */
const VIEWS: Record<CoachPhase, (date: string) => PhaseView> = {
  gain: useGainView,
  loss: useLossView,
  maintenance: useMaintenanceView,
};

function AssistantBody({ phase }: { phase: CoachPhase }) {
  const row = PHASES[phase];
  const forms = PHASE_FORMS[phase];
  const date = todayLocalIso();
  const { reads, figures } = VIEWS[phase](date);
  const logDay = useLogDay(phase);
  const logMissed = useLogMissedDay(phase);
  const missed = useMissedDay();

  const failed = reads.find((r) => r.isError);
  if (failed) return <CoachProblem error={failed.error} onRetry={() => reads.map((r) => r.refetch())} />;
  if (!figures) return <PageLoader />;

  return (
    <Stack gap="md">
      <Headline targetLabel="Today's calorie target" target={figures.target} aside={figures.aside}>
        {figures.standing}
      </Headline>
      <TodayLog
        date={date}
        fields={forms.dayFields}
        schema={forms.daySchema}
        extra={() => ({ [row.todayKey]: todayLocalIso() })}
        save={logDay.mutateAsync}
        saving={logDay.isPending}
        successText={row.daySaved}
      />
      <Section title="Your numbers">{figures.numbers}</Section>
      <WeightChartSection date={date} />
      {figures.missingDays && <MissingDays days={figures.missingDays} onAdd={missed.openOn} />}
      <MissedDayPanel
        fields={forms.missedDayFields}
        schema={forms.missedDaySchema}
        save={logMissed.mutateAsync}
        saving={logMissed.isPending}
        phase={{ kind: row.kind, startDate: figures.startDate }}
        today={date}
        open={missed.isOpen}
        date={missed.date}
        onOpen={missed.open}
        onClose={missed.close}
      />
      <ChangeGoalsLink />
      {figures.dialogs}
    </Stack>
  );
}

/**
 * A phase's assistant (/weight-gain-recommender, /step-recommender, /maintenance-phase): today's
 * target and where the lifter stands, the day's log, the phase's figures, the chart, missed days and
 * the phase's questions.
 */
export function PhaseAssistant({ phase }: { phase: CoachPhase }) {
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {PHASES[phase].title}
      </Title>
      <CoachGate>
        <AssistantBody phase={phase} />
      </CoachGate>
    </Stack>
  );
}
