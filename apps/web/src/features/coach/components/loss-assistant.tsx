import { lossDayBody, lossMissedDayBody } from "@ironpath/domain/coach/api.schema";
import { Alert, Stack, Title } from "@mantine/core";
import { PageLoader } from "../../../components/page-loader";
import { todayLocalIso } from "../../../lib/local-date";
import { useLossInfo } from "../api/get-loss-info";
import { useLossSummary } from "../api/get-loss-summary";
import { useStepRecommendation } from "../api/get-step-recommendation";
import { useLogLossDay } from "../api/log-loss-day";
import { useLogLossMissedDay } from "../api/log-loss-missed-day";
import { formatKcal } from "../format";
import { planSentence, weekSentence } from "../standing";
import { ChangeGoalsLink, Section, useMissedDay } from "./assistant-parts";
import { CoachGate, CoachProblem } from "./coach-gate";
import { LOSS_DAY_FIELDS, LOSS_MISSED_FIELDS } from "./coach-form-fields";
import { ChangeFigures, Expenditure, Figure, Figures } from "./figures";
import { Headline } from "./headline";
import { LossDialogs } from "./loss-dialogs";
import { MissedDayPanel } from "./missed-day-panel";
import { TodayLog } from "./today-log";
import { MissingDays } from "./missing-days";
import { WeightChartSection } from "./weight-chart-section";

export const LOSS_DAY_SAVED = "Successfully added steps and calories!";

const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function LossAssistantBody() {
  const date = todayLocalIso();
  const info = useLossInfo();
  const summary = useLossSummary(date);
  const steps = useStepRecommendation(timeZone());
  const logDay = useLogLossDay();
  const logMissed = useLogLossMissedDay();
  const missed = useMissedDay();

  const failed = [info, summary, steps].find((q) => q.isError);
  if (failed)
    return <CoachProblem error={failed.error} onRetry={() => [info, summary, steps].map((q) => q.refetch())} />;
  if (!info.data || !summary.data || !steps.data) return <PageLoader />;
  const { data: loss } = info;
  const s = summary.data;

  return (
    <Stack gap="md">
      <Headline
        targetLabel="Today's calorie target"
        target={`${formatKcal(loss.deficit_calories)} kcal`}
        aside={{ label: "Steps today", value: steps.data.stepsPerDay.toLocaleString("en-US") }}
      >
        {weekSentence("loss", s.weeksSinceStart, s.startDate)}{" "}
        {planSentence("loss", s.plannedWeightLoss, s.actualWeightLoss, s.trendWeight, s.standing)}
      </Headline>
      <TodayLog
        date={date}
        fields={LOSS_DAY_FIELDS}
        schema={lossDayBody}
        extra={() => ({ currentDate: todayLocalIso() })}
        save={logDay.mutateAsync}
        saving={logDay.isPending}
        successText={LOSS_DAY_SAVED}
      />
      <Section title="Your numbers">
        <Figures>
          <Figure label="Maintenance calories" value={`${formatKcal(loss.maintenance_calories)} kcal`} />
          <Figure
            label="Cutting calories"
            value={`${formatKcal(loss.deficit_calories)} kcal`}
            hint="Your daily target"
          />
          <Figure
            label="Recommended steps per day"
            value={steps.data.stepsPerDay.toLocaleString("en-US")}
            hint={steps.data.reason}
          />
        </Figures>
        {loss.floor && (
          <Alert color="yellow" variant="light" title="Your target is at the floor">
            {loss.floor}
          </Alert>
        )}
        <ChangeFigures
          kind="loss"
          planned={s.plannedWeightLoss}
          expected={s.expectedWeightLoss}
          expectedRange={s.expectedRange}
          actual={s.actualWeightLoss}
        />
        <Expenditure expenditure={loss.expenditure} changeReason={loss.change_reason} />
      </Section>
      <WeightChartSection date={date} />
      <MissingDays days={s.missingDays} onAdd={missed.openOn} />
      <MissedDayPanel
        fields={LOSS_MISSED_FIELDS}
        schema={lossMissedDayBody}
        save={logMissed.mutateAsync}
        saving={logMissed.isPending}
        phase={{ kind: "cut", startDate: s.startDate }}
        today={date}
        open={missed.isOpen}
        date={missed.date}
        onOpen={missed.open}
        onClose={missed.close}
      />
      <ChangeGoalsLink />
      <LossDialogs summary={s} />
    </Stack>
  );
}

/** /step-recommender: the cut's target, steps, planned/expected/actual loss, the day's log and the dialogs. */
export function LossAssistant() {
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Weight loss assistant
      </Title>
      <CoachGate>
        <LossAssistantBody />
      </CoachGate>
    </Stack>
  );
}
