import { Text } from "@mantine/core";
import { todayLocalIso } from "../../../lib/local-date";
import { unitNow } from "../../../lib/weight-unit";
import { formatKcal, formatLb, round2 } from "../format";
import { ChangeCaloriesDialog } from "./change-calories-dialog";
import { DueDialogs } from "./due-dialogs";

interface MaintenanceDialogProps {
  /** The server says the question is due. */
  due: boolean;
  startWeight: number;
  trendWeight: number;
  /** The drift the server's rule read (the last two weeks' mean less the first week's, lb): what it asks about. */
  driftLb: number;
  currentCalories: number;
  proposedCalories: number;
}

/**
 * The drift the dialog asks about and the sentence under the target says, in one set of words: the
 * last two weeks' mean against the first week's (decision 0114), never the trend less the start,
 * which a cut's lagging trend can put on the other side of it.
 */
export function driftWords(driftLb: number): string {
  return `your last two weeks average ${formatLb(Math.abs(driftLb), 1)} ${unitNow()} ${driftLb > 0 ? "above" : "below"} your first week`;
}

/** 'Change Maintenance Calories': on a Monday, when the drift is over max(1 lb, 1.6 SE) (decision 0045). */
export function MaintenanceDialog({
  due,
  startWeight,
  trendWeight,
  driftLb,
  currentCalories,
  proposedCalories,
}: MaintenanceDialogProps) {
  const body = { weightChange: round2(driftLb), maintenanceCalories: proposedCalories, date: todayLocalIso() };
  const show = (onClose: () => void) => (
    <ChangeCaloriesDialog phase="maintenance" title="Change Maintenance Calories" body={body} onClose={onClose}>
      <Text>
        Maintaining {formatLb(startWeight, 1)} {unitNow()}, your trend weight is {formatLb(trendWeight, 1)} {unitNow()}:{" "}
        {driftWords(driftLb)}.
      </Text>
      <Text>
        Change your daily calories from {formatKcal(currentCalories)} to {formatKcal(proposedCalories)} kcal?
      </Text>
    </ChangeCaloriesDialog>
  );
  return <DueDialogs dialogs={[{ name: "calories", due, show }]} />;
}
