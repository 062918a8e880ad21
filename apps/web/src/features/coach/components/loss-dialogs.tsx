import { Text } from "@mantine/core";
import { useState } from "react";
import { useNavigate } from "react-router";
import { todayLocalIso } from "../../../lib/local-date";
import { useChangePlan } from "../api/change-plan";
import type { LossSummary } from "../api/get-loss-summary";
import { useStartPhase } from "../api/start-phase";
import { formatLb, round2 } from "../format";
import { PHASES } from "../phases";
import { CoachDialog } from "./coach-dialog";
import { DueDialogs } from "./due-dialogs";
import { unitNow } from "../../../lib/weight-unit";
type Selection = "steps" | "calories" | "leave";

/** 'Maintenance Calories': behind plan in weeks 1-3, on a Monday (the server says when). */
function MaintenanceCaloriesDialog({ summary, onClose }: { summary: LossSummary; onClose: () => void }) {
  const change = useChangePlan("loss");
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
          onClick: () =>
            start.mutate({ date: todayLocalIso() }, { onSuccess: () => navigate(PHASES.maintenance.screen) }),
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
  return (
    <DueDialogs
      dialogs={[
        { name: "end", due: summary.offerEndOfCut, show: (onClose) => <EndOfCutDialog onClose={onClose} /> },
        {
          name: "calories",
          due: summary.offerMaintenanceCalories,
          show: (onClose) => <MaintenanceCaloriesDialog summary={summary} onClose={onClose} />,
        },
      ]}
    />
  );
}
