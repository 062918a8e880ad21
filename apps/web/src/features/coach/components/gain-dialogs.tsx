import { Text } from "@mantine/core";
import { useState } from "react";
import { useNavigate } from "react-router";
import { todayLocalIso } from "../../../lib/local-date";
import { useChangeBulkCalories } from "../api/change-bulk-calories";
import { useExtendBulk } from "../api/extend-bulk";
import type { GainSummary } from "../api/get-gain-summary";
import { useSwitchToCut } from "../api/switch-to-cut";
import { formatDate, formatKcal, formatLb } from "../format";
import { CoachDialog } from "./coach-dialog";
import { unitNow } from "../../../lib/weight-unit";

const round2 = (n: number) => Math.round(n * 100) / 100;

/** 'End of Bulk': on or after the bulk's end date. Only two answers exist (docs/product.md section 4). */
function EndOfBulkDialog({ endOfBulk, onClose }: { endOfBulk: string | null; onClose: () => void }) {
  const extend = useExtendBulk();
  const cut = useSwitchToCut();
  const navigate = useNavigate();
  return (
    <CoachDialog
      title="End of Bulk"
      opened
      onClose={onClose}
      error={extend.error ?? cut.error}
      actions={[
        {
          label: "Continue Bulk",
          loading: extend.isPending,
          onClick: () => extend.mutate(undefined, { onSuccess: onClose }),
        },
        {
          label: "Cut",
          primary: true,
          loading: cut.isPending,
          onClick: () => cut.mutate({ date: todayLocalIso() }, { onSuccess: () => navigate("/step-recommender") }),
        },
      ]}
    >
      <Text>
        Your bulk {endOfBulk ? `was planned to end on ${formatDate(endOfBulk)}` : "has reached its end"}. What next? We
        recommend 2-4 weeks of maintenance before a cut (1-2 weeks if fatigue is high), then a month of cutting for
        every month of bulking.
      </Text>
      <Text>Continue Bulk moves the end of the bulk 4 weeks later; Cut starts a cut today.</Text>
    </CoachDialog>
  );
}

interface ChangeGainCaloriesProps {
  summary: GainSummary;
  bulkCalories: number;
  adjusted: number;
  onClose: () => void;
}

/** 'Change Weight Gain Calories': the gain is off what the logs predict, weeks 1-3, on a Monday. */
function ChangeGainCaloriesDialog({ summary, bulkCalories, adjusted, onClose }: ChangeGainCaloriesProps) {
  const change = useChangeBulkCalories();
  const body = {
    weightChange: round2(summary.actualWeightGain - summary.expectedWeightGain),
    dailyCalories: adjusted,
    date: todayLocalIso(),
  };
  return (
    <CoachDialog
      title="Change Weight Gain Calories"
      opened
      onClose={onClose}
      error={change.error}
      actions={[
        {
          label: "Yes",
          primary: true,
          loading: change.isPending,
          onClick: () => change.mutate(body, { onSuccess: onClose }),
        },
        // No records nothing: it only closes.
        { label: "No", onClick: onClose },
      ]}
    >
      <Text>
        Your trend weight has moved {formatLb(summary.actualWeightGain)} {unitNow()}, but your logged days predicted{" "}
        {formatLb(summary.expectedWeightGain)} {unitNow()}.
      </Text>
      <Text>
        Change your daily calories from {formatKcal(bulkCalories)} to {formatKcal(adjusted)} kcal?
      </Text>
    </CoachDialog>
  );
}

interface GainDialogsProps {
  summary: GainSummary;
  bulkCalories: number;
  adjusted: number;
}

/** The bulk's dialogs; the end of the bulk comes first when both are due. */
export function GainDialogs({ summary, bulkCalories, adjusted }: GainDialogsProps) {
  const [closed, setClosed] = useState<ReadonlySet<string>>(() => new Set());
  const close = (name: string) => () => setClosed((current) => new Set(current).add(name));
  if (summary.isEndOfBulk && !closed.has("end")) {
    return <EndOfBulkDialog endOfBulk={summary.end_of_bulk} onClose={close("end")} />;
  }
  if (summary.offerBulkAdjustment && !closed.has("calories")) {
    return (
      <ChangeGainCaloriesDialog
        summary={summary}
        bulkCalories={bulkCalories}
        adjusted={adjusted}
        onClose={close("calories")}
      />
    );
  }
  return null;
}
