import { MAX_WEEKLY_MOVE_KCAL } from "@ironpath/domain/coach/expenditure";
import { Text } from "@mantine/core";
import { useNavigate } from "react-router";
import { todayLocalIso } from "../../../lib/local-date";
import { useExtendBulk } from "../api/extend-bulk";
import type { GainSummary } from "../api/get-gain-summary";
import { useSwitchToCut } from "../api/switch-to-cut";
import { formatDate, formatKcal, formatLb, round2 } from "../format";
import { PHASES } from "../phases";
import { ChangeCaloriesDialog } from "./change-calories-dialog";
import { CoachDialog } from "./coach-dialog";
import { DueDialogs } from "./due-dialogs";
import { unitNow } from "../../../lib/weight-unit";

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
          onClick: () => cut.mutate({ date: todayLocalIso() }, { onSuccess: () => navigate(PHASES.loss.screen) }),
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

/**
 * 'Change Weight Gain Calories': the gain is off what the logs predict, weeks 1-3, on a Monday. It
 * proposes the day's corrected figure; where that is the figure already shown (the correction waits
 * for a gap that lasts, decision 0044), it says so and asks nothing (decision 0095), and that the
 * target follows the logs at most 150 kcal a week (decision 0097: the figure shown may be ahead).
 * In weeks 1-3, when that paced figure lags the learnt one by more than its range, it proposes the
 * target set from the learnt figure; Yes restarts the pacing from there (decision 0100).
 */
function ChangeGainCaloriesDialog({ summary, bulkCalories, adjusted, onClose }: ChangeGainCaloriesProps) {
  const gap = (
    <Text>
      Your trend weight has moved {formatLb(summary.actualWeightGain)} {unitNow()}, but your logged days predicted{" "}
      {formatLb(summary.expectedWeightGain)} {unitNow()}.
    </Text>
  );
  const proposal = summary.bulkProposal;
  if (proposal && proposal.dailyCalories !== bulkCalories) {
    const body = {
      weightChange: round2(summary.actualWeightGain - summary.expectedWeightGain),
      dailyCalories: proposal.dailyCalories,
      date: todayLocalIso(),
    };
    return (
      <ChangeCaloriesDialog phase="gain" title="Change Weight Gain Calories" body={body} onClose={onClose}>
        {gap}
        <Text>
          Your logs put your maintenance at {formatKcal(proposal.maintenance)} ± {formatKcal(proposal.sd)} kcal, but
          your target is still set from {formatKcal(proposal.pacedMaintenance)} kcal, moving at most{" "}
          {MAX_WEEKLY_MOVE_KCAL} kcal a week toward it.
        </Text>
        <Text>
          Change your daily calories from {formatKcal(bulkCalories)} to {formatKcal(proposal.dailyCalories)} kcal? Your
          target then follows your logs from there, at most {MAX_WEEKLY_MOVE_KCAL} kcal a week.
        </Text>
      </ChangeCaloriesDialog>
    );
  }
  if (adjusted === bulkCalories) {
    return (
      <CoachDialog
        title="Change Weight Gain Calories"
        opened
        onClose={onClose}
        actions={[{ label: "OK", primary: true, onClick: onClose }]}
      >
        {gap}
        <Text>
          Nothing to change yet: your target of {formatKcal(bulkCalories)} kcal follows what your logs show, at most{" "}
          {MAX_WEEKLY_MOVE_KCAL} kcal a week, and is corrected once the gap lasts two weeks.
        </Text>
      </CoachDialog>
    );
  }
  const body = {
    weightChange: round2(summary.actualWeightGain - summary.expectedWeightGain),
    dailyCalories: adjusted,
    date: todayLocalIso(),
  };
  return (
    <ChangeCaloriesDialog phase="gain" title="Change Weight Gain Calories" body={body} onClose={onClose}>
      {gap}
      <Text>
        Change your daily calories from {formatKcal(bulkCalories)} to {formatKcal(adjusted)} kcal?
      </Text>
    </ChangeCaloriesDialog>
  );
}

type GainDialogsProps = Omit<ChangeGainCaloriesProps, "onClose">;

/** The bulk's dialogs; the end of the bulk comes first when both are due. */
export function GainDialogs(props: GainDialogsProps) {
  const { summary } = props;
  return (
    <DueDialogs
      dialogs={[
        {
          name: "end",
          due: summary.isEndOfBulk,
          show: (onClose) => <EndOfBulkDialog endOfBulk={summary.end_of_bulk} onClose={onClose} />,
        },
        {
          name: "calories",
          due: summary.offerBulkAdjustment,
          show: (onClose) => <ChangeGainCaloriesDialog {...props} onClose={onClose} />,
        },
      ]}
    />
  );
}
