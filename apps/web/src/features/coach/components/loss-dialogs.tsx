import { Text } from "@mantine/core";
import { useState } from "react";
import { useNavigate } from "react-router";
import { todayLocalIso } from "../../../lib/local-date";
import { useChangeLossPlan } from "../api/change-loss-plan";
import type { LossSummary } from "../api/get-loss-summary";
import { useStartPhase } from "../api/start-phase";
import { formatLb } from "../format";
import { CoachDialog } from "./coach-dialog";
import { unitNow } from "../../../lib/weight-unit";

const round2 = (n: number) => Math.round(n * 100) / 100;
type Selection = "steps" | "calories" | "leave";

/** 'Maintenance Calories': behind plan in weeks 1-3, on a Monday (the server says when). */
function MaintenanceCaloriesDialog({ summary, onClose }: { summary: LossSummary; onClose: () => void }) {
  const change = useChangeLossPlan();
  const [chosen, setChosen] = useState<Selection | null>(null);
  const choose = (selection: Selection) => {
    setChosen(selection);
    // 'Leave' is recorded too, so the dialog does not come back this week.
    change.mutate(
      {
        weightLossChangeSelection: selection,
        expectedWeightLoss: round2(summary.expectedWeightLoss),
        actualWeightLoss: round2(summary.actualWeightLoss),
        actlCaloriesAccuracy: summary.actlCalorieAccurate,
        date: todayLocalIso(),
      },
      { onSuccess: onClose },
    );
  };
  const action = (label: string, selection: Selection, primary = false) => ({
    label,
    primary,
    loading: change.isPending && chosen === selection,
    onClick: () => choose(selection),
  });
  return (
    <CoachDialog
      title="Maintenance Calories"
      opened
      onClose={onClose}
      error={change.error}
      actions={[
        action("Increase Steps", "steps", true),
        action("Decrease Calories", "calories"),
        action("Leave as is", "leave"),
      ]}
    >
      <Text>
        Your trend weight is down {formatLb(summary.actualWeightLoss)} {unitNow()}, but your logged days predicted{" "}
        {formatLb(summary.expectedWeightLoss)} {unitNow()}. You are burning a little less than the coach thought.
      </Text>
      <Text>To get back on plan, walk 1,000 more steps a day or eat a little less. Or leave the plan as it is.</Text>
    </CoachDialog>
  );
}

/** 'End of Cutting Phase': more than 12 weeks into the cut, on a Monday. */
function EndOfCutDialog({ onClose }: { onClose: () => void }) {
  const start = useStartPhase("maintenance");
  const navigate = useNavigate();
  return (
    <CoachDialog
      title="End of Cutting Phase"
      opened
      onClose={onClose}
      error={start.error}
      actions={[
        {
          label: "Maintenance Phase",
          primary: true,
          loading: start.isPending,
          onClick: () => start.mutate({ date: todayLocalIso() }, { onSuccess: () => navigate("/maintenance-phase") }),
        },
      ]}
    >
      <Text>
        You have been cutting for more than 12 weeks, the longest cut we recommend. We recommend a 2-4 week maintenance
        phase now: eating at maintenance lets hunger and fatigue settle before you cut again.
      </Text>
    </CoachDialog>
  );
}

/** The cut's Monday dialogs; the end of the cut comes first when both are due. */
export function LossDialogs({ summary }: { summary: LossSummary }) {
  const [closed, setClosed] = useState<ReadonlySet<string>>(() => new Set());
  const close = (name: string) => () => setClosed((current) => new Set(current).add(name));
  if (summary.offerEndOfCut && !closed.has("end")) return <EndOfCutDialog onClose={close("end")} />;
  if (summary.offerMaintenanceCalories && !closed.has("calories")) {
    return <MaintenanceCaloriesDialog summary={summary} onClose={close("calories")} />;
  }
  return null;
}
