import { dayBody, missedDayBody } from "@ironpath/domain/coach/api.schema";
import { Stack, Title } from "@mantine/core";
import { PageLoader } from "../../../components/page-loader";
import { todayLocalIso } from "../../../lib/local-date";
import { useLogMaintenanceDay } from "../api/log-maintenance-day";
import { useLogMaintenanceMissedDay } from "../api/log-maintenance-missed-day";
import { useMaintenanceCalories } from "../api/get-maintenance-calories";
import { useMaintenanceWeight } from "../api/get-maintenance-weight";
import { formatKcal, formatLb } from "../format";
import { ChangeGoalsLink, Section, useMissedDay } from "./assistant-parts";
import { CoachGate, CoachProblem } from "./coach-gate";
import { MAINTENANCE_DAY_FIELDS, MISSED_DAY_FIELDS } from "./coach-form-fields";
import { Expenditure, Figure, Figures } from "./figures";
import { Headline } from "./headline";
import { MaintenanceDialog } from "./maintenance-dialog";
import { MissedDayPanel } from "./missed-day-panel";
import { DAY_SAVED, TodayLog } from "./today-log";
import { WeightChartSection } from "./weight-chart-section";
import { unitNow } from "../../../lib/weight-unit";

/** Within this many lbs of the maintenance weight counts as holding it (docs/product.md section 9). */
const HOLDING_LB = 1;

function standing(start: number, trend: number | null): string {
  if (trend === null)
    return `Maintaining ${formatLb(start, 1)} ${unitNow()}. Weigh in each morning: your trend appears after a few weigh-ins.`;
  const drift = trend - start;
  const where =
    Math.abs(drift) <= HOLDING_LB
      ? "holding steady"
      : `${formatLb(Math.abs(drift), 1)} ${unitNow()} ${drift > 0 ? "above" : "below"} it`;
  return `Maintaining ${formatLb(start, 1)} ${unitNow()}. Your trend weight is ${formatLb(trend, 1)} ${unitNow()}: ${where}.`;
}

function MaintenanceAssistantBody() {
  const date = todayLocalIso();
  const calories = useMaintenanceCalories(date);
  const weight = useMaintenanceWeight(date);
  const logDay = useLogMaintenanceDay();
  const logMissed = useLogMaintenanceMissedDay();
  const missed = useMissedDay();

  const queries = [calories, weight];
  const failed = queries.find((q) => q.isError);
  if (failed) return <CoachProblem error={failed.error} onRetry={() => queries.map((q) => q.refetch())} />;
  if (!calories.data || !weight.data) return <PageLoader />;
  const { data: m, recCalories } = calories.data;
  const w = weight.data;

  return (
    <Stack gap="md">
      <Headline targetLabel="Today's calorie target" target={`${formatKcal(recCalories)} kcal`}>
        {standing(w.data.startWeight, w.data.trendWeight)}
      </Headline>
      <TodayLog
        date={date}
        fields={MAINTENANCE_DAY_FIELDS}
        schema={dayBody}
        extra={() => ({ date: todayLocalIso() })}
        save={logDay.mutateAsync}
        saving={logDay.isPending}
        successText={DAY_SAVED}
      />
      <Section title="Your numbers">
        <Figures>
          <Figure label="Maintenance calories" value={`${formatKcal(m.maintenance_calories)} kcal`} />
          <Figure label="Recommended calories" value={`${formatKcal(recCalories)} kcal`} hint="Your daily target" />
          <Figure
            label="Maintenance weight"
            value={`${formatLb(w.data.startWeight, 1)} ${unitNow()}`}
            hint="Where maintenance started"
          />
          <Figure
            label="Current weight"
            value={w.avgBodyWeight === null ? "—" : `${formatLb(w.avgBodyWeight, 1)} ${unitNow()}`}
            hint="Your trend weight"
          />
        </Figures>
        <Expenditure expenditure={m.expenditure} changeReason={m.change_reason} />
      </Section>
      <WeightChartSection date={date} />
      <MissedDayPanel
        fields={MISSED_DAY_FIELDS}
        schema={missedDayBody}
        save={logMissed.mutateAsync}
        saving={logMissed.isPending}
        phase={{ kind: "maintain", startDate: w.data.startDate }}
        today={date}
        open={missed.isOpen}
        date={missed.date}
        onOpen={missed.open}
        onClose={missed.close}
      />
      <ChangeGoalsLink />
      {w.data.offerMaintenanceChange && w.data.trendWeight !== null && (
        <MaintenanceDialog
          startWeight={w.data.startWeight}
          trendWeight={w.data.trendWeight}
          currentCalories={recCalories}
          proposedCalories={w.data.proposedCalories}
        />
      )}
    </Stack>
  );
}

/** /maintenance-phase: maintenance and recommended calories, maintenance and current weight, the log. */
export function MaintenanceAssistant() {
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Maintenance phase
      </Title>
      <CoachGate>
        <MaintenanceAssistantBody />
      </CoachGate>
    </Stack>
  );
}
